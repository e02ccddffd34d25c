// multipart/form-data for the two upload calls (edit/profile, add/review): registered once for the API,
// with the limits of contract/src/constants.ts (MAX_UPLOAD_BYTES, MAX_REVIEW_IMAGES), and read into
// memory (at most 4 files of 5 MB).
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_REVIEW_IMAGES, MAX_UPLOAD_BYTES, messages } from '@prime/contract';
import { AppError } from '../http/errors.ts';
import type { FormReading } from '../http/posted-calls.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart form (`readForm`); every other call takes JSON only. */
    takesUploads?: boolean;
  }
}

/**
 * The multipart form of a posted call (http/posted-calls.ts): `files` names each file field with what
 * it holds, for the reference; the form is read by `readForm`.
 */
export const uploadForm = (files: Record<string, string>): FormReading<UploadedFile> => ({
  files,
  read: readForm,
  route: { config: { takesUploads: true } },
});

/**
 * Registers the multipart parser on `api` unless a module already did; any upload module may call it.
 * A form sent to a JSON call is refused rather than read as an empty body: that call would otherwise
 * answer as if asked for nothing, and never see a `user_id` it should refuse.
 */
export async function ensureMultipart(api: FastifyInstance): Promise<void> {
  if (api.hasRequestDecorator('isMultipart')) return;
  api.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart() && !request.routeOptions.config.takesUploads) {
      done(new AppError(400, messages.sendJson, [{ field: 'body', message: messages.sendJson }]));
    } else done();
  });
  await api.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_REVIEW_IMAGES,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 24,
      headerPairs: 100,
    },
  });
}

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface FormData {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * The form of a multipart request, or the JSON body as fields when the client sent JSON (a profile
 * saved without a photo). A file over 5 MB or more than 4 files: 413 (thrown by the parser).
 */
async function readForm(request: FastifyRequest): Promise<FormData> {
  if (!request.isMultipart()) {
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const fields = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : String(value ?? ''),
      ]),
    );
    return { fields, files: [] };
  }
  const form: FormData = { fields: {}, files: [] };
  let field = 'body';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'file') {
        const bytes = await readFile(part.file);
        // An empty file input is sent as a part with no name and no bytes: no photo chosen.
        if (bytes.length > 0 || part.filename)
          form.files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw uploadLimitError(error, field) ?? unreadableForm(error);
  }
  return form;
}

/**
 * A file's bytes. At the size limit the parser stops passing them on, but it ends the file only once
 * the client has sent all of it (the multipart plugin's toBuffer waits for that): refused here at the
 * limit instead, so a 12 MB photo is answered 413 after 5 MB, not after the whole upload.
 */
function readFile(file: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () =>
      reject(Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' })),
    );
    file.once('end', () => resolve(Buffer.concat(chunks)));
    file.once('error', reject);
  });
}

/**
 * Whatever else the parser throws is a form it could not read (no boundary, a broken part): the
 * client's fault, 400. Its own errors that carry a status (too many fields: 413) keep it.
 */
function unreadableForm(error: unknown): unknown {
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new AppError(400, messages.badForm, [{ field: 'body', message: messages.badForm }]);
}

/** The parser's limit errors in the shopper's words, naming the field; anything else is not ours. */
function uploadLimitError(error: unknown, field: string): AppError | undefined {
  const code = (error as { code?: string }).code;
  const message =
    code === 'FST_REQ_FILE_TOO_LARGE'
      ? messages.imageTooLarge
      : code === 'FST_FILES_LIMIT'
        ? messages.tooManyImages
        : undefined;
  return message ? new AppError(413, message, [{ field, message }]) : undefined;
}
