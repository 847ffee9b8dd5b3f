import { join, resolve } from 'node:path';

/**
 * The upload settings (see the README's configuration table):
 * - `OSS_LOCAL_DIR`: the folder uploaded files are kept in; default `<DATA_DIR>/oss` (in memory when DATA_DIR is
 *   `memory://`);
 * - `OSS_MAX_FILE_SIZE`: the largest file put-file accepts, in bytes or with a kb/mb suffix; default 10mb.
 */
export interface OssConfig {
  /** undefined: keep the files in memory. */
  localDir: string | undefined;
  maxFileBytes: number;
}

const defaultMax = 10 * 1024 * 1024;

/** `1048576`, `500kb`, `10mb` (1024-based, case and spaces ignored). */
export function parseSize(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m|gb|g)?\s*$/i.exec(text);
  if (!m) return undefined;
  const unit = (m[2] ?? 'b').toLowerCase()[0];
  const factor = unit === 'k' ? 1024 : unit === 'm' ? 1024 ** 2 : unit === 'g' ? 1024 ** 3 : 1;
  const bytes = Math.floor(Number(m[1]) * factor);
  return bytes > 0 ? bytes : undefined;
}

export function ossConfig(env: NodeJS.ProcessEnv, dataDir: string): OssConfig {
  const given = env.OSS_MAX_FILE_SIZE?.trim();
  const maxFileBytes = given ? parseSize(given) : defaultMax;
  if (!maxFileBytes) throw new Error(`OSS_MAX_FILE_SIZE must be a size such as 10mb, got ${given}`);
  const localDir = env.OSS_LOCAL_DIR?.trim()
    ? resolve(env.OSS_LOCAL_DIR.trim())
    : dataDir.startsWith('memory://')
      ? undefined
      : join(dataDir, 'oss');
  return { localDir, maxFileBytes };
}

/** A size as people read it: 500kb, 10mb. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024}mb`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024}kb`;
  return `${bytes} bytes`;
}
