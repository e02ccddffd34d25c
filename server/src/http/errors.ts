// Failures a service can raise; the app's error handler turns them into the contract's JSON answer.
import { messages, type FieldError } from '@prime/contract';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = () => new AppError(401, messages.loginRequired);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, message);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.tooManyRequests) =>
  new AppError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
