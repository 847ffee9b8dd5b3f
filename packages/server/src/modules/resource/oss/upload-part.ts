import { Readable } from 'node:stream';
import type {} from '@fastify/multipart';
import { avatarMaxBytes, ossMessages } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/errors.ts';
import { headBytes } from './file-types.ts';
import { sizeText } from './oss-config.ts';

const tooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The one file of an upload as it arrives: never held whole in memory, so a file's size costs the server nothing. */
export interface IncomingFile {
  /** The browser's name of the file. */
  originalName: string;
  /** Its first bytes (`headBytes` of them, fewer only when the file is shorter): what it is, told by its bytes. */
  head: Buffer;
  /**
   * The whole file, head included, as the client sends it; it fails with the size limit's message as soon as the
   * file passes the limit, so whatever it is piped into (a store's upload) fails and keeps nothing.
   */
  stream: Readable;
  /** Bytes read so far: the file's size once `stream` has ended. */
  readonly bytes: number;
}

/** An IncomingFile and how to read what its consumer left of it. */
type Arriving = IncomingFile & { drain(): Promise<void> };

/**
 * The one file of a multipart upload (field `file`), handed to `take` as it arrives, within the size limit, with
 * the text fields `textFields` sent before it (first of each; a field needed to store the file must come first, as
 * browsers and BladeX's clients send it). The message names the limit (an avatar's own message for an avatar, whose
 * limit is the smaller of the two). The request is always read to its end, also when `take` refuses the file.
 */
export async function receiveUpload<T>(
  req: FastifyRequest,
  maxFileBytes: number,
  { avatar = false, textFields = [] }: { avatar?: boolean; textFields?: readonly string[] },
  take: (file: IncomingFile, fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw badRequest(ossMessages.fileMissing);
  const limit = avatar ? Math.min(maxFileBytes, avatarMaxBytes) : maxFileBytes;
  const limitError = () =>
    avatar ? badRequest(ossMessages.avatarSize) : badRequest(ossMessages.fileTooLarge, { max: sizeText(maxFileBytes) });
  const fields: Record<string, string> = {};
  let taken: { result: T } | undefined;
  let refusal: unknown;
  try {
    // busboy's own limit sits one byte above ours: the stream below fails first (busboy would only truncate it).
    for await (const part of req.parts({ limits: { fileSize: limit + 1, files: 1 } })) {
      if (part.type !== 'file') {
        if (textFields.includes(part.fieldname) && !(part.fieldname in fields) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || taken || refusal !== undefined) {
        part.file.resume();
        continue;
      }
      const file = await incoming(part.file, part.filename ?? '', limit, limitError);
      try {
        taken = { result: await take(file, fields) };
      } catch (error) {
        refusal = error;
      } finally {
        // What `take` left unread (a refused file) is read and dropped, so the reply follows a whole request.
        await file.drain();
      }
    }
  } catch (error) {
    if (!tooLarge(error)) throw error;
    refusal ??= limitError();
  }
  if (refusal !== undefined) throw refusal;
  if (!taken) throw badRequest(ossMessages.fileMissing);
  return taken.result;
}

/**
 * The file part as an IncomingFile: its head read first (the first chunk holds it, but a client may send bytes one
 * at a time), then the rest streamed behind it, counted. The part's own iterator is read by hand so that a consumer
 * letting go of `stream` does not destroy the part (the request is still read to its end).
 */
async function incoming(
  source: Readable,
  originalName: string,
  limit: number,
  limitError: () => Error,
): Promise<Arriving> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first: Buffer[] = [];
  let have = 0;
  let done = false;
  while (have < headBytes) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
    have += next.value.length;
  }
  const state = { bytes: 0 };
  const counted = (chunk: Buffer) => {
    state.bytes += chunk.length;
    if (state.bytes > limit) throw limitError();
    return chunk;
  };
  async function* all() {
    for (const chunk of first) yield counted(chunk);
    if (done) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield counted(next.value);
    done = true;
  }
  return {
    originalName,
    head: Buffer.concat(first).subarray(0, headBytes),
    stream: Readable.from(all(), { objectMode: false }),
    get bytes() {
      return state.bytes;
    },
    async drain() {
      try {
        while (!done) done = Boolean((await chunks.next()).done);
      } catch {
        // The request itself failed (the client went away): nothing is left to read.
      }
    },
  };
}
