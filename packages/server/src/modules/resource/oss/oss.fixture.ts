import { ossCalls } from '@pharma/contract';
import { pathOf } from '../../../../test/helpers/api-kit.ts';

/**
 * Where this server hands out a stored file (`tenant/day/name`, as an upload answers it): the link the console
 * shows, the declared file call's address, never expiring.
 */
export function fileLink(name: string): string {
  const [tenantId = '', day = '', base = ''] = name.split('/');
  return pathOf(ossCalls.storedFile, { tenantId, day, name: base });
}

/** The `domain` of a file stored on the server's own disk: the file call's address without the file's segments. */
export const fileDomain = pathOf(ossCalls.storedFile, { tenantId: 't', day: 'd', name: 'n' }).replace(/\/t\/d\/n$/, '');
