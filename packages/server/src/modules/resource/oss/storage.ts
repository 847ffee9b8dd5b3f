import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatTime } from '../../../platform/time.ts';
import { servingOf } from './file-types.ts';

/**
 * Where uploaded files live. put-file and the file route only speak to this interface, so the resources module can
 * later put a configured object store (S3-compatible) behind the same calls. Keys are made by the server alone
 * (`<tenantId>/<yyyyMMdd>/<random>.<ext>`, see `keyPattern`), never from a client's file name.
 */
export interface FileStore {
  /** Stores the bytes under the key (a key is written once; names are random). */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores a stream under the key as it arrives, never holding it whole (an upload of any size costs the server a
   * few megabytes at most). When the stream fails (the upload passed its size limit, the client went away), nothing
   * is left under the key and the stream's own error is what this rejects with.
   */
  putStream(key: string, data: Readable): Promise<void>;
  /** Stores a file of the local disk under the key, streamed (an export of millions of rows never sits in memory). */
  putFile(key: string, path: string): Promise<void>;
  /** The size and the first `bytes` bytes of a stored file (to check what it is), or undefined. */
  head(key: string, bytes: number): Promise<{ size: number; head: Buffer } | undefined>;
  /** The stored file as a stream, or undefined. */
  open(key: string): Promise<{ size: number; stream: Readable } | undefined>;
  /** Removes the stored file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** What stat-file tells of a stored file (its size, when it was stored, its content type), or undefined. */
  stat(key: string): Promise<FileStat | undefined>;
}

/** A stored file's facts, as stat-file (BladeX's OssFile) reports them. */
export interface FileStat {
  size: number;
  /** When the file was stored (a local file's mtime, an object's Last-Modified). */
  modified: Date;
  /** The content type it is served with. */
  contentType: string;
}

/** Why a store failed, for a message that names the store (see `storeMessages` in the contract). */
export type StoreFailure = 'bucketMissing' | 'badCredentials' | 'unreachable' | 'failed';

/** A store's failure: what went wrong and which store (its name, endpoint and bucket), never a credential. */
export class StoreError extends Error {
  constructor(
    readonly failure: StoreFailure,
    readonly store: { name: string; endpoint: string; bucket: string },
    readonly reason: string,
  ) {
    super(`storage ${store.name} (${store.endpoint}, bucket ${store.bucket}): ${failure}: ${reason}`);
    this.name = 'StoreError';
  }
}

/** A key the server issued: tenant id, day, 32 hex digits of randomness and a short lower-case extension. */
export const keyPattern = /^([0-9A-Za-z]{1,12})\/(\d{8})\/([0-9a-f]{32})\.([a-z0-9]{1,10})$/;

/** A fresh key of the caller's tenant and day (in the configured zone): 128 random bits, never a client's name. */
export function newKey(ctx: { tenantId: string; timeZone: string }, extension: string): string {
  const day = formatTime(new Date(), ctx.timeZone).slice(0, 10).replaceAll('-', '');
  return `${ctx.tenantId}/${day}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`not a stored-file key: ${key}`);
  return key;
}

/** Files on the local disk under one folder (by default `<DATA_DIR>/oss`). */
export class LocalDiskStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key; the key pattern already forbids `..` and absolute paths, this checks once more. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, checkedKey(key)));
    if (!path.startsWith(this.root + sep)) throw new Error(`key escapes the store: ${key}`);
    return path;
  }

  /** Written beside and renamed: a reader never sees half a file. */
  private async writeBeside(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(temp);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.writeBeside(key, async (temp) => {
      const handle = await open(temp, 'wx', 0o640);
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
    });
  }

  async putStream(key: string, data: Readable): Promise<void> {
    await this.writeBeside(key, (temp) => pipeline(data, createWriteStream(temp, { flags: 'wx', mode: 0o640 })));
  }

  async putFile(key: string, source: string): Promise<void> {
    // Copied, not moved: the source may be on another file system.
    await this.writeBeside(key, (temp) => copyFile(source, temp));
  }

  private async sizeOf(path: string): Promise<number | undefined> {
    try {
      const info = await stat(path);
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async head(key: string, bytes: number) {
    const path = this.pathOf(key);
    const size = await this.sizeOf(path);
    if (size === undefined) return undefined;
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(bytes, size));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return { size, head: buffer.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  }

  async open(key: string) {
    const path = this.pathOf(key);
    const size = await this.sizeOf(path);
    return size === undefined ? undefined : { size, stream: createReadStream(path) };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** The file's mtime is when it was stored: put writes it once (renamed into place) and nothing rewrites it. */
  async stat(key: string): Promise<FileStat | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return undefined;
      return { size: info.size, modified: info.mtime, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

/** The content type a key's file is served with (the file route decides it by the extension alone). */
const contentTypeOf = (key: string) => servingOf(key.split('.').pop() ?? '').contentType;

/** Files in memory, for servers without a data folder (`DATA_DIR=memory://`, the API tests). */
export class MemoryStore implements FileStore {
  private readonly files = new Map<string, Buffer>();
  /** When each file was stored, for stat. */
  private readonly stored = new Map<string, Date>();

  async put(key: string, data: Buffer): Promise<void> {
    this.files.set(checkedKey(key), Buffer.from(data));
    this.stored.set(key, new Date());
  }

  async putStream(key: string, data: Readable): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of data) chunks.push(chunk as Buffer);
    await this.put(key, Buffer.concat(chunks));
  }

  async putFile(key: string, path: string): Promise<void> {
    this.files.set(checkedKey(key), await readFile(path));
  }

  async head(key: string, bytes: number) {
    const data = this.files.get(key);
    return data && { size: data.length, head: data.subarray(0, bytes) };
  }

  async open(key: string) {
    const data = this.files.get(key);
    return data && { size: data.length, stream: Readable.from([data]) };
  }

  async remove(key: string): Promise<void> {
    this.files.delete(key);
    this.stored.delete(key);
  }

  async stat(key: string): Promise<FileStat | undefined> {
    const data = this.files.get(key);
    const modified = this.stored.get(key);
    return data && modified && { size: data.length, modified, contentType: contentTypeOf(key) };
  }
}
