import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An API test sends declared calls (`session.send(call, …)`, test/helpers/api-kit.ts), never an /api/… path it
 * spells itself: a renamed call or field then fails the type check instead of a test that still passes against an
 * address nobody answers. A file whose subject is the address itself keeps its literals, listed here with why.
 */
const server = join(import.meta.dirname, '../..');

/** Files whose subject is the address, for good. */
const allowed: Record<string, string> = {
  'test/platform/saber-replay.test.ts': 'replays the calls of a real Saber console, as that console spells them',
  'test/platform/saber4-keys.test.ts': 'the contract test of a real Saber 4.x client: its paths, literally',
  'test/platform/saber4-misc.test.ts': 'the contract test of a real Saber 4.x client: its paths, literally',
  'test/platform/saber4-system.test.ts': 'the contract test of a real Saber 4.x client: its paths, literally',
  'test/platform/saber4-user.test.ts': 'the contract test of a real Saber 4.x client: its paths, literally',
  'test/platform/console-serving.test.ts':
    'what the server hands out at an address (an unknown /api path stays a 404, never the console)',
  'test/platform/openapi.test.ts': 'the API document names its operations by their addresses',
  'test/platform/declarations.test.ts': 'each route the server registers sits at the address its declaration names',
  'test/unit/platform.test.ts': 'redactUrl masks the secrets of a URL: the URL is its input',
  'src/modules/system/param/param.test.ts': 'an address under the resource that no call serves answers 404',
  'src/modules/system/role/role-audit.test.ts': 'an API scope stores the address it guards: data, not a call',
  'src/modules/system/role/role-grant.test.ts': 'an API scope stores the address it guards: data, not a call',
  'src/modules/system/scope/scope.test.ts': 'an API scope stores the address it guards: data, not a call',
  'src/modules/system/scope/scope-enforcement.test.ts': 'an API scope stores the address it guards: data, not a call',
  'src/modules/auth/session/identity-cache.test.ts': 'an API scope stores the address it guards: data, not a call',
  'src/platform/identity-cache/identity-cache.unit.test.ts':
    'the API-scope verdicts take the address a request was made at: data, not a call',
  'src/modules/user/profile/profile.test.ts': 'a forged avatar link that climbs out of the store (../) is refused',
  'src/modules/user/user/user-leader.test.ts': 'the user-page call answers at two addresses (BladeX’s and its alias)',
};

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A string, template or character literal that starts with the API's prefix. */
const literalPath = /['"`]\/api\//;

describe('test paths', () => {
  const files = [...testFiles(join(server, 'src')), ...testFiles(join(server, 'test'))].map((f) => relative(server, f));
  const spelling = files.filter((file) => literalPath.test(readFileSync(join(server, file), 'utf8')));

  it('sees the test files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('test/platform/saber-replay.test.ts');
  });

  it('spells an /api/ path only in a file whose subject is the address', () => {
    const unlisted = spelling.filter((file) => !(file in allowed));
    expect(unlisted, 'send the declared call (api-kit.ts `send`), or list the file here with why').toEqual([]);
  });

  it('lists only files that still spell one', () => {
    // A file of the list that no longer spells an address has no reason left to be on them.
    expect(Object.keys(allowed).filter((file) => !spelling.includes(file))).toEqual([]);
  });
});
