import { ApiError } from './api.ts';

/** The server's own words when it answered; the screen's fallback when it never did (offline, crash). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isRefusal(error) ? error.message : fallback;
}

/** True when the server answered with a refusal (as opposed to no answer or a crash). */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && !error.isNetwork && error.status < 500;
