import { type BladeFile, type ossCalls, ossMessages, type QueryOf, storedFilesPath } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { targetsOf } from '../oss-file/owner.ts';
import { avatarProblem, headBytes, storedExtension } from './file-types.ts';
import { storeCall, type UploadTarget } from './oss.service.ts';
import { keyPattern, newKey } from './storage.ts';
import type { IncomingFile } from './upload-part.ts';

/** Where stored files are served (the links put-file gives start with it). */
const fileRoute = `/api/${storedFilesPath}`;

type UploadKind = QueryOf<typeof ossCalls.putFile>['kind'];

/** The file name the client sent, only echoed back (never part of the stored path): no folders, at most 255. */
function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}

/** Refuses a file that is not a JPEG or PNG of at most 500 kb, with the spec's avatar messages. */
export function assertAvatar(head: Uint8Array, size: number): void {
  const problem = avatarProblem(head, size);
  if (problem) throw badRequest(ossMessages[problem]);
}

/**
 * put-file: stores one uploaded file, as it arrives, under a fresh key of the caller's tenant and day, and answers
 * its BladeFile (the size is `file.bytes` once stored). The key's extension comes from the file's first bytes (and the client's name
 * when they tell no image); `kind: 'avatar'` applies the avatar's type rule to those bytes first, so a wrong avatar
 * is refused before anything is stored (its size rule is the upload's limit, enforced as the bytes arrive). A file
 * that fails on the way (over the limit) leaves nothing in the store.
 */
export async function storeUpload(
  ctx: Ctx,
  target: UploadTarget,
  upload: { file: IncomingFile; originalName?: string | undefined; kind?: UploadKind },
): Promise<BladeFile> {
  const { file } = upload;
  if (file.head.length === 0) throw badRequest(ossMessages.fileEmpty);
  if (upload.kind === 'avatar') assertAvatar(file.head, 0);
  const originalName = displayName(upload.originalName ?? file.originalName);
  // 128 random bits: a link cannot be guessed, and a tenant's files sit under its own id.
  const name = newKey(ctx, storedExtension(file.head, originalName));
  if (!keyPattern.test(name)) throw new Error(`unexpected stored-file key ${name}`);
  await storeCall(() => target.store.putStream(name, file.stream));
  const { link, domain } = await target.linkOf(name);
  return { link, domain, name, originalName };
}

/**
 * The key of a link this server issued (`/api/blade-resource/oss/file/<key>`, with `?oss=<code>` for a file in one
 * of the tenant's configured stores), and that code, or undefined.
 */
export function parseIssuedLink(link: string): { key: string; code: string | null } | undefined {
  const prefix = `${fileRoute}/`;
  if (!link.startsWith(prefix)) return undefined;
  const [key = '', query] = link.slice(prefix.length).split('?', 2);
  if (!keyPattern.test(key)) return undefined;
  const code = query === undefined ? null : new URLSearchParams(query).get('oss');
  if (query !== undefined && !code) return undefined;
  return { key, code };
}

/** The store that holds a caller's file kept under a config code (none: the server's folder), if there is one. */
export type FileHolder = (ctx: Ctx, code: string | null) => Promise<UploadTarget | undefined>;

/**
 * update-info's avatar: only a link this server issued to the caller's tenant, to a stored file (in the server's
 * folder or one of the tenant's stores) that passes the avatar rule. The rule is checked on the stored bytes, so an
 * avatar uploaded without `kind=avatar` (a GIF, a large photo) is refused here too.
 */
/** assertIssuedAvatar over the app's stores: the `checkIssuedAvatar` answer of the resource manifest. */
export const checkIssuedAvatar = (ctx: Ctx, link: string) =>
  assertIssuedAvatar(ctx, targetsOf(ctx.registry).holderOf, link);

export async function assertIssuedAvatar(ctx: Ctx, holderOf: FileHolder, link: string): Promise<void> {
  const issued = parseIssuedLink(link);
  if (!issued || issued.key.split('/')[0] !== ctx.tenantId) throw badRequest(ossMessages.avatarNotIssued);
  const holder = await holderOf(ctx, issued.code);
  if (!holder) throw badRequest(ossMessages.avatarNotIssued);
  try {
    const stored = await storeCall(() => holder.store.head(issued.key, headBytes));
    if (!stored) throw badRequest(ossMessages.avatarNotIssued);
    assertAvatar(stored.head, stored.size);
  } finally {
    holder.release();
  }
}
