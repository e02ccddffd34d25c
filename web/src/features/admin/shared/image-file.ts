// What the console's upload boxes take, checked in the browser before a byte is sent, so a wrong or
// too large file is named at its box at once (the server checks again: server/src/uploads/).
import { MAX_UPLOAD_BYTES } from '@prime/contract';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** For the `accept` of a file picker. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const LIMIT_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
export const IMAGE_RULE = `JPEG, PNG, WebP or GIF, at most ${LIMIT_MB} MB`;

/** Why `file` cannot be uploaded, in words for staff; undefined when it may be. */
export function imageFileProblem(file: { name: string; size: number; type: string }): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) {
    return `“${file.name}” is not a JPEG, PNG, WebP or GIF image. Choose a photo in one of those formats.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `“${file.name}” is ${(file.size / (1024 * 1024)).toFixed(1)} MB: a photo may be at most ${LIMIT_MB} MB. Make it smaller and choose it again.`;
  }
  return undefined;
}
