import { describe, expect, it } from 'vitest';
import { Registry } from '../../src/platform/registry.ts';

/** A lower module asks a higher one through the registry (platform/answers.ts); a missing provider stops the start. */
describe('answers between modules', () => {
  const endTenantSessions = async (_db: unknown, ids: readonly string[]) => ids.length;

  it('hands a requiring module the answer its provider gave', async () => {
    const registry = new Registry();
    registry.provide('auth', { endTenantSessions });
    expect(() => registry.requireAnswers('tenant', ['endTenantSessions'])).not.toThrow();
    expect(await registry.answer('endTenantSessions')(undefined as never, ['100001', '100002'])).toBe(2);
  });

  it('refuses at start-up a module whose answer no registered module provides', () => {
    const registry = new Registry();
    expect(() => registry.requireAnswers('tenant', ['endTenantSessions'])).toThrow(
      'the tenant module requires "endTenantSessions", which no registered module provides',
    );
  });

  it('refuses two providers of one answer', () => {
    const registry = new Registry();
    registry.provide('auth', { endTenantSessions });
    expect(() => registry.provide('other', { endTenantSessions })).toThrow(
      'both the auth and the other module provide "endTenantSessions"',
    );
  });
});
