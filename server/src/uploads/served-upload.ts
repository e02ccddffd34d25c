// Which paths under `uploads/` the server hands out (as they are, or resized under /img/): lower-case
// letters, digits, `-`, `_` and `.` in each folder and name, as the seed and the upload code write
// them; no `..`, no empty segment, no hidden file, and image files only. Anything else is refused
// before a file or an object is looked at.
const SERVED = /^uploads\/(?:[a-z0-9_-][a-z0-9_.-]*\/)*[a-z0-9_-][a-z0-9_.-]*\.(?:webp|png|jpe?g|gif)$/i;

export function isServedUpload(key: string): boolean {
  return SERVED.test(key) && !key.split('/').some((segment) => segment.startsWith('.'));
}

export const CONTENT_TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};
