import type {} from '@fastify/multipart';
import { ossMessages } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/errors.ts';
import { sizeText } from './oss-config.ts';

const tooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export interface Upload {
  data: Buffer;
  /** The browser's name of the file. */
  originalName: string;
  /** The text fields asked for, as sent (first of each). */
  fields: Record<string, string>;
}

/**
 * The one file of a multipart upload (field `file`) within the size limit, and the text fields `textFields` in
 * whatever order the client sends them; the message names the limit (an avatar's own message for an avatar).
 */
export async function readUpload(
  req: FastifyRequest,
  maxFileBytes: number,
  { avatar = false, textFields = [] }: { avatar?: boolean; textFields?: readonly string[] } = {},
): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(ossMessages.fileMissing);
  let file: { data: Buffer; originalName: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: maxFileBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file)
          file = { data: await part.toBuffer(), originalName: part.filename ?? '' };
        else part.file.resume();
      } else if (textFields.includes(part.fieldname) && !(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (!tooLarge(error)) throw error;
    if (avatar) throw badRequest(ossMessages.avatarSize);
    throw badRequest(ossMessages.fileTooLarge, { max: sizeText(maxFileBytes) });
  }
  if (!file) throw badRequest(ossMessages.fileMissing);
  return { ...file, fields };
}
