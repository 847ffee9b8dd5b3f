import { describe, expect, it } from 'vitest';
import { decide, type GuardInput } from './guard.ts';

const base: GuardInput = {
  path: '/system/param',
  search: '',
  isPublic: false,
  storeToken: '',
  storedToken: undefined,
  locked: false,
};

describe('route guard (spec section 2)', () => {
  it('sends a signed-out user to /login with the page to come back to', () => {
    expect(decide({ ...base, search: '?current=2' })).toEqual({
      redirect: `/login?redirect=${encodeURIComponent('/system/param?current=2')}`,
    });
  });

  it('lets anyone open public routes', () => {
    expect(decide({ ...base, path: '/404', isPublic: true })).toEqual({});
    expect(decide({ ...base, path: '/login', isPublic: true })).toEqual({});
  });

  it('sends a signed-in user away from /login to /', () => {
    expect(decide({ ...base, path: '/login', isPublic: true, storeToken: 't', storedToken: 't' })).toEqual({
      redirect: '/',
    });
  });

  it('keeps a locked user on the lock page', () => {
    const signedIn = { ...base, storeToken: 't', storedToken: 't', locked: true };
    expect(decide(signedIn)).toEqual({ redirect: '/lock' });
    expect(decide({ ...signedIn, path: '/lock', isPublic: true })).toEqual({});
  });

  it('logs out locally when storage lost the token the store still holds', () => {
    expect(decide({ ...base, storeToken: 't', storedToken: undefined })).toEqual({ logout: true, redirect: '/login' });
  });

  it('lets a signed-in user through', () => {
    expect(decide({ ...base, storeToken: 't', storedToken: 't' })).toEqual({});
  });

  it('keeps a user whose password someone else set on the page that changes it', () => {
    const given = { ...base, storeToken: 't', storedToken: 't', mustChangePassword: true };
    expect(decide(given)).toEqual({ redirect: '/info/index' });
    expect(decide({ ...given, path: '/wel/index' })).toEqual({ redirect: '/info/index' });
    expect(decide({ ...given, path: '/info/index' })).toEqual({});
  });
});
