// A fake store API for the cart's tests: answers by path, records each call's body and headers.
import { vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';
import { saveSession } from '../../../lib/session.ts';

type Handler = (body: Record<string, unknown>, headers: Headers) => Response | Promise<Response>;

export const ok = (fields: object = {}) => jsonResponse({ result: true, message: 'Success', ...fields });
export const refuse = (status: number, message: string, errors: object[] = []) =>
  jsonResponse({ result: false, message, errors }, status);

export function mockShopApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown>; headers: Headers }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/prime\//, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const headers = new Headers(init?.headers);
    calls.push({ path, body, headers });
    const handler = handlers[path];
    return handler ? handler(body, headers) : refuse(404, `No mock for ${path}`);
  });
  return {
    calls,
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
    keysOf: (path: string) =>
      calls.filter((call) => call.path === path).map((call) => call.headers.get('Idempotency-Key')),
  };
}

/** A promise the test settles when it wants the server to answer. */
export function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

export const logIn = () =>
  saveSession({
    token: 't',
    userId: '5',
    name: 'Asha',
    email: 'asha@example.in',
    phone: '9876543210',
    role: 'user',
  });
