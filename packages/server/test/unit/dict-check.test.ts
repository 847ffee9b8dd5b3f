import { clientResource, postResource } from '@pharma/contract';
import { describe, expect, it } from 'vitest';
import { dictValueOf } from '../../src/platform/crud/service.ts';

/** The CRUD kit's dictionary check: what a field with `dict` stores, or undefined when it refuses the value. */
describe('dictionary values of declared fields', () => {
  const categories = new Set(['1', '2', '3', '4']);
  const grants = new Set(['password', 'refresh_token', 'captcha']);

  it('compares an integer field by its text', () => {
    expect(dictValueOf(postResource.fields.category, 2, categories)).toBe(2);
    expect(dictValueOf(postResource.fields.category, 5, categories)).toBeUndefined();
    expect(dictValueOf(postResource.fields.category, 0, categories)).toBeUndefined();
  });

  it('checks each comma-joined value of a multiple field and stores them trimmed, once, without spaces', () => {
    const field = clientResource.fields.authorizedGrantTypes;
    expect(dictValueOf(field, 'password, refresh_token ,password', grants)).toBe('password,refresh_token');
    expect(dictValueOf(field, 'password,,captcha', grants)).toBe('password,captcha');
    expect(dictValueOf(field, 'password,magic', grants)).toBeUndefined();
    expect(dictValueOf(field, ' , ', grants)).toBeUndefined();
  });
});
