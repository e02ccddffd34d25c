// The one way the web app calls the store's API: POST JSON (or multipart) to /prime/<path>, with the
// stored token. Failures become ApiError carrying the server's shopper-readable message.
import { API_PREFIX, messages, type FieldError } from '@prime/contract';
import { clearAllStorage, getSession } from './session.ts';

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

async function send<T>(path: string, init: RequestInit): Promise<T> {
  const session = getSession();
  const headers = new Headers(init.headers);
  if (session) {
    headers.set('Authorization', `Bearer ${session.token}`);
    headers.set('user_id', session.userId);
  }
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}/${path}`, { ...init, method: 'POST', headers });
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

export function apiPost<T>(path: string, body: object = {}): Promise<T> {
  return send<T>(path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export function apiUpload<T>(path: string, form: FormData): Promise<T> {
  return send<T>(path, { body: form });
}
