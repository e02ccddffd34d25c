// An answer given before the request body has arrived (413 for a body over its limit, 400 for a form
// the parser gave up on) must reach a client that sends its whole body before it reads. Closing the
// connection while body bytes are still coming makes the kernel reset it, and the client then sees a
// reset connection instead of the answer. So the rest of the body is read and dropped first, up to a
// cap; a body larger than that is not worth reading, and its connection is cut.
import type { IncomingMessage } from 'node:http';

/** Above the largest upload (4 photos of 5 MB and the form's fields). */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/** Whether the whole body has arrived (a parser read it, or it was empty). */
export const bodyRead = (raw: IncomingMessage) => raw.complete || raw.readableEnded;

/** Resolves once the rest of the body has been read and dropped, the client went away, or the cap was passed. */
export function drainRequestBody(raw: IncomingMessage, limit = DRAIN_LIMIT_BYTES): Promise<void> {
  if (bodyRead(raw) || raw.destroyed) return Promise.resolve();
  if (Number(raw.headers['content-length']) > limit) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) finish();
    };
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}
