import { describe, expect, it, vi } from 'vitest';
import { checkToken, tokenAgeSeconds } from './refreshTimer.ts';
import { setStore } from './storage.ts';

function storeTokenAt(time: number) {
  vi.spyOn(Date, 'now').mockReturnValue(time);
  setStore({ name: 'token', content: 'jwt' });
  vi.restoreAllMocks();
}

describe('token refresh timer', () => {
  it('measures the age of the stored token entry', () => {
    expect(tokenAgeSeconds()).toBeUndefined();
    storeTokenAt(1_000_000);
    expect(tokenAgeSeconds(1_000_000 + 42_000)).toBe(42);
  });

  it('refreshes only once the token is tokenTime (3000 s) old', async () => {
    storeTokenAt(0);
    const refresh = vi.fn(async () => {});
    expect(await checkToken(refresh, 2_999_000)).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
    expect(await checkToken(refresh, 3_000_000)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('runs one refresh at a time', async () => {
    storeTokenAt(0);
    let finish: () => void = () => {};
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = checkToken(refresh, 4_000_000);
    const second = checkToken(refresh, 4_010_000);
    finish();
    await Promise.all([first, second]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing while signed out', async () => {
    const refresh = vi.fn(async () => {});
    expect(await checkToken(refresh)).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});
