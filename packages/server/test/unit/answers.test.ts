import { describe, expect, it } from 'vitest';
import { AnswerBook } from '../../src/platform/answers.ts';

/** A lower module asks a higher one through the app's answers (platform/answers.ts); a missing provider stops the start. */
describe('answers between modules', () => {
  const endTenantSessions = async (_db: unknown, ids: readonly string[]) => ids.length;

  it('hands a requiring module the answer its provider gave', async () => {
    const book = new AnswerBook();
    book.provide('auth', { endTenantSessions });
    expect(() => book.require('tenant', ['endTenantSessions'])).not.toThrow();
    expect(await book.answer('endTenantSessions')(undefined as never, ['100001', '100002'])).toBe(2);
  });

  it('refuses at start-up a module whose answer no registered module provides', () => {
    const book = new AnswerBook();
    expect(() => book.require('tenant', ['endTenantSessions'])).toThrow(
      'the tenant module requires "endTenantSessions", which no registered module provides',
    );
  });

  it('refuses two providers of one answer', () => {
    const book = new AnswerBook();
    book.provide('auth', { endTenantSessions });
    expect(() => book.provide('other', { endTenantSessions })).toThrow(
      'both the auth and the other module provide "endTenantSessions"',
    );
  });
});
