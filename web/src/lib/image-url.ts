// Image fields are relative paths; FILE_HOST (handed over by the server in a meta tag) goes before them.
import { FALLBACK_IMAGE } from '@prime/contract';

function readFileHost(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="prime-file-host"]')?.content ?? '';
}

let fileHost = readFileHost();

/** On the server, which has no meta tag to read: the same FILE_HOST the page will hand the browser. */
export function setFileHost(host: string): void {
  fileHost = host;
}

export function imageUrl(path: string | null | undefined, fallback: string = FALLBACK_IMAGE): string {
  if (!path) return fallback;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${fileHost}/${path.replace(/^\/+/, '')}`;
}
