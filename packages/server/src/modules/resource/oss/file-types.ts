import { avatarMaxBytes } from '@pharma/contract';

/**
 * What a stored file is, decided from its bytes (never from the name or type the client claims) for images, and
 * how it is served back: only images are shown inline; everything else is a download, so an uploaded HTML or SVG
 * page can never run as a page of the console's origin.
 */

export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp' | 'bmp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The image format the leading bytes announce (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, …), if any. */
export function imageKindOf(head: Uint8Array): ImageKind | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(head, [0x42, 0x4d])) return 'bmp';
  return undefined;
}

/** Bytes needed to tell the kinds above apart. */
export const headBytes = 16;

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);

/**
 * The extension a stored file gets: the detected image kind; else the client's extension when it is short, plain
 * and not an image extension the bytes deny (a "photo.png" holding HTML is stored as .bin); else `bin`.
 */
export function storedExtension(head: Uint8Array, originalName: string): string {
  const detected = imageKindOf(head);
  if (detected) return detected;
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(originalName)?.[1]?.toLowerCase();
  if (!ext || imageExtensions.has(ext)) return 'bin';
  return ext;
}

const inlineTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

/** How a stored file is served: its content type and whether the browser should show it or download it. */
export function servingOf(extension: string): { contentType: string; inline: boolean } {
  const image = inlineTypes[extension];
  return image ? { contentType: image, inline: true } : { contentType: 'application/octet-stream', inline: false };
}

/** The avatar rule (spec §5): a JPEG or PNG, by its bytes, of at most `avatarMaxBytes`. */
export type AvatarProblem = 'avatarType' | 'avatarSize';

export function avatarProblem(head: Uint8Array, size: number): AvatarProblem | undefined {
  const kind = imageKindOf(head);
  if (kind !== 'jpg' && kind !== 'png') return 'avatarType';
  if (size > avatarMaxBytes) return 'avatarSize';
  return undefined;
}
