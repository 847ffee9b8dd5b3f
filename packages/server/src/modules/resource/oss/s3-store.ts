import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { outboundAgents } from '../../../platform/outbound/agents.ts';
import { type Reach, refusalIn } from '../../../platform/outbound/reach.ts';
import { servingOf } from './file-types.ts';
import { checkedKey, type FileStat, type FileStore, StoreError, type StoreFailure } from './storage.ts';

export interface S3StoreOptions {
  /** What messages call the store (its config's ossCode). */
  name: string;
  /** `http(s)://host:port` of the S3-compatible service. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region?: string;
  /** Longest a call may take, in milliseconds (default 10 s). */
  timeoutMs?: number;
  /** Whose store this is: every connection to it is checked within that tenant's reach (platform/outbound). */
  reach: Reach;
}

/** Presigned links live at most 7 days (SigV4's limit). */
export const maxLinkSeconds = 7 * 24 * 3600;

const credentialErrors = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'Forbidden',
  'InvalidToken',
  'ExpiredToken',
]);
const networkCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT']);

/** What an SDK error means for the person reading the message. */
export function failureOf(error: unknown): StoreFailure {
  const e = error as { name?: string; code?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const name = e?.name ?? '';
  if (name === 'NoSuchBucket' || e?.Code === 'NoSuchBucket') return 'bucketMissing';
  if (credentialErrors.has(name) || e?.$metadata?.httpStatusCode === 403) return 'badCredentials';
  if (name === 'TimeoutError' || name === 'AbortError' || networkCodes.has(e?.code ?? '')) return 'unreachable';
  // An endpoint on the server's own network that the store's tenant may not reach (platform/outbound).
  if (refusalIn(error)) return 'unreachable';
  if (error instanceof AggregateError) return 'unreachable';
  return 'failed';
}

/**
 * Files in an S3-compatible bucket (MinIO, AWS, Aliyun, Tencent, Qiniu, s3rver), path-style. Every call has a
 * deadline and at most one retry; failures become a `StoreError` naming the store. Objects carry the content type
 * and disposition they are served with (images inline, anything else as a download).
 */
export class S3Store implements FileStore {
  readonly client: S3Client;
  private readonly timeoutMs: number;
  private readonly label: { name: string; endpoint: string; bucket: string };

  constructor(private readonly options: S3StoreOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.label = { name: options.name, endpoint: options.endpoint, bucket: options.bucket };
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region || 'us-east-1',
      forcePathStyle: true,
      maxAttempts: 2,
      // No checksum unless the call requires one: with the SDK's default a streamed PUT goes aws-chunked with a
      // trailing CRC32, which S3-compatible stores that do not decode it (s3rver, older MinIO) keep as the object's
      // bytes, framing and all (a background export's xlsx came back starting "e\r\nPK…").
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
      // The SDK's node:http(s) handler on agents that check the address of each connection; connecting and each
      // answer have the store's deadline too (a store that accepts and never answers lets go of the socket).
      requestHandler: {
        ...outboundAgents(options.reach),
        connectionTimeout: this.timeoutMs,
        requestTimeout: this.timeoutMs,
      },
    });
  }

  /**
   * One SDK call with the store's deadline (none: only each request's own, for an upload that goes at its client's
   * pace); its failure named.
   */
  private async call<T>(
    run: (signal: AbortSignal) => Promise<T>,
    timeoutMs: number | null = this.timeoutMs,
  ): Promise<T> {
    const signal = timeoutMs === null ? new AbortController().signal : AbortSignal.timeout(timeoutMs);
    try {
      return await run(signal);
    } catch (error) {
      if (error instanceof StoreError) throw error;
      const reason = error instanceof S3ServiceException ? error.name : String((error as Error)?.message ?? error);
      throw new StoreError(signal.aborted ? 'unreachable' : failureOf(error), this.label, reason);
    }
  }

  /** Whether a failed read means "no such object" (rather than a store that fails). */
  private static missing(error: unknown): boolean {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
  }

  /** Checks that the bucket exists and the credentials are accepted. */
  async check(): Promise<void> {
    await this.call((abortSignal) =>
      this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }), { abortSignal }).catch((error) => {
        // HEAD replies carry no body: a 404 on the bucket is a missing bucket.
        if ((error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404) {
          throw Object.assign(new Error('NoSuchBucket'), { name: 'NoSuchBucket' });
        }
        throw error;
      }),
    );
  }

  /** What an object is stored with: the content type and disposition it is served with. */
  private static served(key: string) {
    const { contentType, inline } = servingOf(checkedKey(key).split('.').pop() ?? 'bin');
    return { ContentType: contentType, ContentDisposition: inline ? 'inline' : 'attachment' };
  }

  /**
   * A stream of unknown length into the bucket with lib-storage's Upload: one PutObject when it ends within the
   * first part (5 MB), else a multipart upload two parts at a time, so at most about 10 MB of it is in memory. A
   * stream that fails aborts the multipart upload (nothing is kept) and its own error is what this rejects with.
   */
  async putStream(key: string, data: Readable): Promise<void> {
    let failed: { error: unknown } | undefined;
    data.once('error', (error) => {
      failed ??= { error };
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: data, ...S3Store.served(key) },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
      leavePartsOnError: false,
    });
    try {
      await this.call(() => upload.done(), null);
    } catch (error) {
      if (failed) throw failed.error;
      throw error;
    }
  }

  /** One PUT of the object, with the content type and disposition it is served with. */
  private async putObject(key: string, body: Buffer | Readable, length: number, timeoutMs: number): Promise<void> {
    await this.call(
      (abortSignal) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.options.bucket,
            Key: key,
            Body: body,
            ContentLength: length,
            ...S3Store.served(key),
          }),
          { abortSignal },
        ),
      timeoutMs,
    );
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.putObject(key, data, data.length, this.timeoutMs);
  }

  /**
   * A local file streamed to the bucket in one PUT (its length known up front, so the SDK never buffers it); the
   * deadline grows with the size, at 1 MB/s at least.
   */
  async putFile(key: string, path: string): Promise<void> {
    const { size } = await stat(path);
    await this.putObject(key, createReadStream(path), size, this.timeoutMs + Math.ceil(size / 1_000_000) * 1000);
  }

  private async get(key: string, range?: string) {
    return this.call(async (abortSignal) => {
      try {
        const res = await this.client.send(
          new GetObjectCommand({ Bucket: this.options.bucket, Key: checkedKey(key), Range: range }),
          { abortSignal },
        );
        return res;
      } catch (error) {
        if (S3Store.missing(error)) return undefined;
        throw error;
      }
    });
  }

  async head(key: string, bytes: number) {
    const res = await this.get(key, `bytes=0-${Math.max(bytes, 1) - 1}`);
    if (!res?.Body) return undefined;
    const head = Buffer.from(await res.Body.transformToByteArray());
    const total = /\/(\d+)$/.exec(res.ContentRange ?? '')?.[1];
    return { size: total ? Number(total) : head.length, head: head.subarray(0, bytes) };
  }

  async open(key: string) {
    const res = await this.get(key);
    if (!res?.Body) return undefined;
    return { size: Number(res.ContentLength ?? 0), stream: res.Body as Readable };
  }

  /** The bytes of a stored file, or undefined. */
  async read(key: string): Promise<Buffer | undefined> {
    const res = await this.get(key);
    return res?.Body ? Buffer.from(await res.Body.transformToByteArray()) : undefined;
  }

  async remove(key: string): Promise<void> {
    await this.call((abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: checkedKey(key) }), {
        abortSignal,
      }),
    );
  }

  /** HeadObject: the object's size, Last-Modified and content type (as put stored them), without its bytes. */
  async stat(key: string): Promise<FileStat | undefined> {
    const res = await this.call(async (abortSignal) => {
      try {
        return await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: checkedKey(key) }), {
          abortSignal,
        });
      } catch (error) {
        if (S3Store.missing(error)) return undefined;
        throw error;
      }
    });
    if (!res) {
      // A HEAD reply has no body, so a missing bucket is a bare 404 too: ask the bucket, so that a broken config is
      // named as such rather than every file of it being "missing".
      await this.check();
      return undefined;
    }
    const extension = key.split('.').pop() ?? 'bin';
    return {
      size: Number(res.ContentLength ?? 0),
      modified: res.LastModified ?? new Date(0),
      contentType: res.ContentType || servingOf(extension).contentType,
    };
  }

  /** A GET link to the object that works without credentials for `seconds` (at most 7 days). */
  async link(key: string, seconds: number): Promise<string> {
    const expiresIn = Math.max(1, Math.min(Math.floor(seconds), maxLinkSeconds));
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.options.bucket, Key: checkedKey(key) }), {
      expiresIn,
    });
  }

  /** Where the bucket's objects live (BladeFile's `domain`). */
  get domain(): string {
    return `${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}`;
  }

  destroy(): void {
    this.client.destroy();
  }
}
