// An answer given before the request body has arrived (413 for a body or file over its limit, 400 for
// a form the parser gave up on, 401 for an upload without a login) goes out at once, and the rest of
// the body is read and dropped behind it on the same connection: a client that reads while it sends
// (a browser's upload) sees the refusal and stops sending, and one that sends its whole body before it
// reads still gets the answer. Closing the connection while body bytes are still coming would make the
// kernel reset it, and such a client would see a reset instead of the answer. Past a cap the rest is
// not worth reading: that connection is cut once the answer is out.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Above the largest upload (4 photos of 5 MB and the form's fields). */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/** Whether the whole body has arrived (a parser read it, or it was empty). */
export const bodyRead = (raw: IncomingMessage) => raw.complete || raw.readableEnded;

/** Reads and drops what is left of `raw`'s body, up to the cap; past it, closes the connection after `answer`. */
export function dropRestOfBody(
  raw: IncomingMessage,
  answer: ServerResponse,
  limit = DRAIN_LIMIT_BYTES,
): void {
  if (bodyRead(raw) || raw.destroyed) return;
  const cut = () => {
    if (answer.writableFinished) raw.socket.destroy();
    else answer.once('finish', () => raw.socket.destroy());
  };
  if (Number(raw.headers['content-length']) > limit) return cut();
  let read = 0;
  const onData = (chunk: Buffer) => {
    read += chunk.length;
    if (read <= limit) return;
    raw.off('data', onData);
    cut();
  };
  raw.on('data', onData);
  raw.resume();
}
