import type { UsualLogRecord } from '@pharma/contract';
import { expect } from 'vitest';
import type { TestServer } from './server.ts';

/** The audit trail's lines of one event that the token's holder may read (通用日志's own list), newest first. */
export async function auditLines(s: TestServer, token: string, event: string): Promise<UsualLogRecord[]> {
  const res = await s.call('GET', '/api/blade-log/usual/list', { token, query: { logId: event, size: 100 } });
  expect(res.status).toBe(200);
  return res.body.data.records;
}
