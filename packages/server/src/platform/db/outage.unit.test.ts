import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './outage.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is restarting, starting or out of reach', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', 'ECONNREFUSED', 'ECONNRESET'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Drizzle wraps the driver's error; a refused "localhost" is one refusal per address.
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: pgError('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other failure to the usual handling', () => {
    for (const code of ['23505', '42P01', '57014', '40001'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([]))).toBe(false);
  });
});
