import { flowCalls, smsSendQuery } from '@pharma/contract';
import { describe, expect, it } from 'vitest';
import { lengthOf, maxLengthIn } from './schemaLength.ts';

describe('schemaLength', () => {
  it("reads a string field's bound, through optional", () => {
    expect(lengthOf(flowCalls.leaveStartProcess.body, 'reason')).toBe(500);
    expect(lengthOf(smsSendQuery, 'params')).toBe(4000);
  });

  it('has no bound for what is not a bounded string', () => {
    expect(lengthOf(flowCalls.leaveStartProcess.body, 'startTime')).toBeUndefined();
    expect(maxLengthIn(undefined)).toBeUndefined();
  });
});
