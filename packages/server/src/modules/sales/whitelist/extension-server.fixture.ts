import { crudCalls, type ResourceDef, shipperResource } from '@pharma/contract';
import { personWith, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { newTenant } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import type { Config } from '../../../platform/config.ts';
import type { ModuleManifest } from '../../../platform/module.ts';
import { extensionParts } from './extension.parts.ts';

/**
 * The app's modules with the extension service's part in the sales module, as its manifest puts it there (left as
 * they are once the manifest does): the suites of the whitelist, field permissions and login records run on it.
 */
export function withExtension(list: readonly ModuleManifest[]): ModuleManifest[] {
  return list.map((m) => {
    if (m.name !== 'sales' || m.resources?.some((r) => extensionParts.resources.includes(r as never))) return m;
    const served = new Set<unknown>(extensionParts.declarations);
    return {
      ...m,
      resources: [...(m.resources ?? []).filter((r) => !served.has(r as ResourceDef)), ...extensionParts.resources],
      routes: [...(m.routes ?? []), ...extensionParts.routes],
      exportSources: [...(m.exportSources ?? []), ...extensionParts.exportSources],
      importTargets: [...(m.importTargets ?? []), ...extensionParts.importTargets],
      seed: {
        ...m.seed,
        async demo(db, seed) {
          await m.seed?.demo?.(db, seed);
          await extensionParts.demo(db);
        },
      },
    };
  });
}

export interface ExtensionServer extends TestServer {
  admin: Session;
  /** Signs in a new user of `tenantId` holding exactly `codes` (a role and a department of their own). */
  userWith(tenantId: string, account: string, codes: string[]): Promise<Session & { userId: string; roleId: string }>;
  /** A shipper of `tenantId`, added by the platform administrator through its real call. */
  shipper(tenantId: string, code: string): Promise<string>;
}

/** The real server on a fresh database (the extension part wired), signed in as the platform administrator. */
export async function startExtensionServer(overrides: Partial<Config> = {}): Promise<ExtensionServer> {
  const s = await startServer({ captchaEnabled: false, ...overrides }, withExtension);
  const admin = await signedIn(s);
  return Object.assign(s, {
    admin,
    userWith: (tenantId: string, account: string, codes: string[]) => personWith(s, codes, { tenantId, account }),
    async shipper(tenantId: string, code: string) {
      await newTenant(s.db, tenantId);
      const made = await admin.send(crudCalls(shipperResource).submit, {
        body: { tenantId, shipperCode: code, shipperName: `${code}医药有限公司`, shipperType: 2 },
      });
      if (made.status !== 200) throw new Error(`shipper ${code}: ${made.text}`);
      return String(made.body.data.id);
    },
  });
}
