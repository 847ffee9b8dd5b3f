import { ossCategory, ossResource, ossStatus, storedFilesPath, storeMessages } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { enableOnlyOne } from '../../../platform/crud/enable-one.ts';
import { maskedSecret, sealSecretField } from '../../../platform/crud/sealed-secret.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { assertOutboundAllowed } from '../../../platform/outbound.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { ossTable as oss } from './oss.table.ts';
import { S3Store } from './s3-store.ts';
import { type FileStore, newKey, StoreError } from './storage.ts';

/** Where files of the local folder are served (the links put-file gives for them start with it). */
export const localFileRoute = `/api/${storedFilesPath}`;

/** A store a call writes to: the store, its config's code (none for the server's folder) and how links are made. */
export interface UploadTarget {
  code: string | null;
  store: FileStore;
  /** The link (and BladeFile `domain`) of a stored key. */
  linkOf(key: string): Promise<{ link: string; domain: string }>;
  /** Ends what the store holds open (an S3 client's sockets). */
  release(): void;
}

export interface OssOptions {
  /** Seals and opens secret keys. */
  box: SecretBox;
  /** The server's own store (a local folder, or memory): no config enabled, or a config of the local kind. */
  local: FileStore;
  /** How long presigned links live, in seconds. */
  linkSeconds: number;
  /** Deadline of each call to an S3 store, in milliseconds. */
  timeoutMs: number;
  /** Private hosts tenants may point an endpoint at (platform/outbound.ts). */
  privateHosts?: readonly string[];
}

/** A store's failure as the caller reads it: the store, and what to fix. Anything else passes through. */
export function storeFailure(error: unknown): unknown {
  if (!(error instanceof StoreError)) return error;
  return badRequest(storeMessages[error.failure], {
    store: error.store.name,
    bucket: error.store.bucket,
    endpoint: error.store.endpoint,
    reason: error.reason,
  });
}

/** Runs a store call, turning its failure into a clear 400. */
export async function storeCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw storeFailure(error);
  }
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The caller's tenant's live configs, whatever their data scopes. */
const live = (ctx: Ctx) => scoped(ctx, oss, { dataScope: false });

/**
 * 对象存储: the generic CRUD with the secret key sealed before it is stored and masked in every reply (an update
 * sending the mask, or nothing, keeps the stored one); new configs start switched off (enable switches one on), and
 * the store behind a tenant's uploads.
 */
export function ossServices(options: OssOptions) {
  const { box } = options;

  const service: CrudService = crudService(ossResource, {
    async beforeWrite(ctx, values, existing) {
      if (!existing) values.status = ossStatus.disabled;
      else delete values.status;
      if (typeof values.endpoint === 'string' && values.endpoint.trim()) {
        const field = ossResource.fields.endpoint.label;
        await assertOutboundAllowed(ctx, options.privateHosts ?? [], field, values.endpoint.trim());
      }
      sealSecretField(box, values, 'secretKey', ossResource.fields.secretKey.label, existing);
    },
    // The sealed secret never leaves the server: the mask says one is stored.
    toRecord(_ctx, record) {
      return { ...record, secretKey: maskedSecret(record.secretKey) };
    },
  });

  /** enable: this config on, every other config of the tenant off (platform/crud/enable-one.ts). */
  const enable = (ctx: Ctx, id: string) =>
    enableOnlyOne(ctx, service, id, { off: ossStatus.disabled, on: ossStatus.enabled });

  const localTarget = (code: string | null): UploadTarget => ({
    code,
    store: options.local,
    async linkOf(key) {
      return { link: `${localFileRoute}/${key}`, domain: localFileRoute };
    },
    release() {},
  });

  /**
   * S3 clients kept per config version (its id and its last change), so that uploads reuse their connections; a
   * changed config (in any process: the version is read from the row each time) gets a new client and the old one
   * is closed. At most `keptClients`, the least recently used closed first.
   */
  const clients = new Map<string, S3Store>();
  const keptClients = 32;

  function s3StoreOf(row: Row, code: string, endpoint: string, bucket: string): S3Store {
    const version = `${row.id}:${row.updateTime instanceof Date ? row.updateTime.getTime() : String(row.updateTime)}`;
    const kept = clients.get(version);
    if (kept) {
      clients.delete(version);
      clients.set(version, kept);
      return kept;
    }
    for (const [older, store] of clients) {
      if (older.startsWith(`${row.id}:`)) {
        clients.delete(older);
        store.destroy();
      }
    }
    const store = new S3Store({
      name: code,
      endpoint,
      bucket,
      accessKey: String(row.accessKey ?? ''),
      secretKey: blank(row.secretKey) ? '' : box.open(String(row.secretKey)),
      region: blank(row.region) ? undefined : String(row.region),
      timeoutMs: options.timeoutMs,
      reach: { tenantId: String(row.tenantId), privateHosts: options.privateHosts ?? [] },
    });
    clients.set(version, store);
    for (const [oldest, dropped] of clients) {
      if (clients.size <= keptClients) break;
      clients.delete(oldest);
      dropped.destroy();
    }
    return store;
  }

  /** The store a config row names. */
  function targetOf(row: Row): UploadTarget {
    const code = String(row.ossCode);
    if (Number(row.category) === ossCategory.local) return localTarget(code);
    const endpoint = String(row.endpoint ?? '').trim();
    const bucket = String(row.bucketName ?? '').trim();
    if (!endpoint || !bucket) throw badRequest(storeMessages.notConfigured, { store: code });
    const store = s3StoreOf(row, code, endpoint, bucket);
    return {
      code,
      store,
      // A link that never expires (an avatar, an attachment's row keep it): this server's file route, which
      // redirects to a freshly presigned link of the store (`presign`).
      async linkOf(key) {
        return { link: `${localFileRoute}/${key}?oss=${encodeURIComponent(code)}`, domain: store.domain };
      },
      // The client stays for the next call (s3StoreOf); it is closed when its config changes or the app stops.
      release() {},
    };
  }

  /**
   * The file route's redirect for a file in a configured store: a presigned link valid for `linkSeconds`, or
   * undefined when the tenant has no config of that code. No caller here (an <img> sends no token): the key's 128
   * random bits are what protect the file, as for the server's own folder.
   */
  async function presign(db: Ctx['db'], tenantId: string, code: string, key: string): Promise<string | undefined> {
    const [row] = await db
      .select()
      .from(oss)
      .where(and(ofTenant(oss, tenantId), eq(oss.ossCode, code)))
      .limit(1);
    if (!row || Number(row.category) === ossCategory.local) return undefined;
    const target = targetOf(row as Row);
    try {
      return await storeCall(() => (target.store as S3Store).link(key, options.linkSeconds));
    } finally {
      target.release();
    }
  }

  async function configRow(ctx: Ctx, where: ReturnType<typeof eq>): Promise<Row | undefined> {
    const [row] = await ctx.db
      .select()
      .from(oss)
      .where(and(live(ctx), where))
      .orderBy(oss.id)
      .limit(1);
    return row as Row | undefined;
  }

  /**
   * Where the caller's uploads go: the config with `code` (any status; 400 when the tenant has none), else the
   * tenant's enabled one, else the server's own folder.
   */
  async function uploadTarget(ctx: Ctx, code?: string | null): Promise<UploadTarget> {
    if (code) {
      const row = await configRow(ctx, eq(oss.ossCode, code));
      if (!row) throw badRequest(storeMessages.codeUnknown, { code });
      return targetOf(row);
    }
    const enabled = await configRow(ctx, eq(oss.status, ossStatus.enabled));
    return enabled ? targetOf(enabled) : localTarget(null);
  }

  /** The store that holds a file recorded with `code` (blank: the server's folder; a removed config: none). */
  async function holderOf(ctx: Ctx, code: string | null | undefined): Promise<UploadTarget | undefined> {
    if (!code) return localTarget(null);
    const row = await configRow(ctx, eq(oss.ossCode, code));
    return row ? targetOf(row) : undefined;
  }

  /** test: writes, reads back and removes a small object through a config; a clear message when it fails. */
  async function test(ctx: Ctx, id: string): Promise<void> {
    const row = await service.detail(ctx, id);
    const full = await configRow(ctx, eq(oss.id, String(row.id)));
    if (!full) throw badRequest(storeMessages.codeUnknown, { code: String(row.ossCode) });
    const target = targetOf(full);
    try {
      await storeCall(async () => {
        if (target.store instanceof S3Store) await target.store.check();
        const key = newKey(ctx, 'txt');
        const probe = Buffer.from('pharma-console connection test');
        await target.store.put(key, probe);
        const back = await target.store.head(key, probe.length);
        await target.store.remove(key);
        if (!back?.head.equals(probe)) {
          throw badRequest(storeMessages.failed, { store: target.code ?? '', reason: 'read back differs' });
        }
      });
    } finally {
      target.release();
    }
  }

  /** Closes the kept S3 clients (the app is stopping). */
  function close(): void {
    for (const store of clients.values()) store.destroy();
    clients.clear();
  }

  return { service, enable, uploadTarget, holderOf, presign, test, close };
}

export type OssServices = ReturnType<typeof ossServices>;
