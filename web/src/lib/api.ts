// The one way the web app calls the store's API: POST JSON (or multipart) to /prime/<path>, with the
// stored token. Failures become ApiError carrying the server's shopper-readable message.
import { API_PREFIX, messages, type FieldError } from '@prime/contract';
import type { z } from 'zod';
import { clearAllStorage, getSession } from './session.ts';

/**
 * The body a call sends, typed by that call's schema in contract/. It is the checked shape (z.output):
 * the schemas accept numbers as text and pre-process such fields, which leaves their z.input `unknown`
 * and so checks nothing; a checked body is also a body the server accepts unchanged.
 */
export type BodyOf<Schema extends z.ZodType> = z.output<Schema>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
  /** True when the request never got an answer (offline, server down). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

type Envelope = { result?: boolean; message?: string; errors?: FieldError[] } & Record<string, unknown>;

/**
 * How calls reach the store: `fetch` in the browser. A page rendered on the server has the store
 * answer in process instead, with the same JSON and status (web/src/entry-server.tsx), not over HTTP.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  const session = getSession();
  const headers = new Headers(init.headers);
  if (session) {
    headers.set('Authorization', `Bearer ${session.token}`);
    headers.set('user_id', session.userId);
  }
  let response: Response;
  try {
    response = await transport(`${API_PREFIX}/${path}`, { ...init, method: 'POST', headers });
  } catch {
    throw new ApiError(messages.serverError, 0);
  }
  let body: Envelope;
  try {
    body = (await response.json()) as Envelope;
  } catch {
    throw new ApiError(messages.serverError, response.status);
  }
  if (!response.ok || body.result === false) {
    // A token the server no longer accepts: the shopper is a guest again.
    if (response.status === 401 && session) clearAllStorage();
    throw new ApiError(body.message || messages.serverError, response.status, body.errors ?? []);
  }
  return body as T;
}

/** `headers` adds request headers, e.g. the `Idempotency-Key` of a checkout attempt. */
export function apiPost<T>(
  path: string,
  body: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  return send<T>(path, {
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function apiUpload<T>(path: string, form: FormData): Promise<T> {
  return send<T>(path, { body: form });
}
