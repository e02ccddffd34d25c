// Through a real socket (app.inject bypasses Node's HTTP parser and the connection limits).
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart-body.ts';
import { makeShopper } from '../test/shop-fixtures.ts';
import { stopBetweenRequests } from '../test/stop-between-requests.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SERVER_TIMEOUTS } from './connections.ts';

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

interface Exchange {
  /** Everything the server sent before it (or the client, once answered) closed the connection. */
  received: string;
  /** The socket error, if the connection was reset instead of closed. */
  error?: string;
  /** Milliseconds from connecting to the close. */
  ms: number;
}

/** Whether `received` holds a whole answer: its head and as many body bytes as it announced. */
function wholeAnswer(received: string): boolean {
  const headEnd = received.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: (\d+)\r\n/i.exec(received.slice(0, headEnd))?.[1];
  return headEnd >= 0 && length !== undefined && received.length - headEnd - 4 >= Number(length);
}

/**
 * Writes `chunks` one after the other, waiting `pauseMs` between them and reading nothing until all
 * were written, as a client that sends its whole request before reading does; then reads to the close
 * (or, `untilAnswered`, to the end of the first answer, and hangs up).
 */
function exchange(
  port: number,
  chunks: (string | Buffer)[],
  pauseMs = 0,
  untilAnswered = false,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    let received = '';
    let error: string | undefined;
    socket.on('data', (chunk) => {
      received += chunk;
      if (untilAnswered && wholeAnswer(received)) socket.destroy();
    });
    socket.on('error', (e) => (error = String(e)));
    socket.on('close', () => resolve({ received, error, ms: Date.now() - started }));
    let next = 0;
    const writeNext = () => {
      if (socket.destroyed) return;
      if (next === chunks.length) return void socket.resume();
      socket.write(chunks[next++]!, () => setTimeout(writeNext, pauseMs));
    };
    writeNext();
  });
}

const statusOf = (received: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
const jsonOf = (received: string) => JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));

describe('a body over the limit', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('is answered 413 every time, also to a client that sends it all before reading', async () => {
    const body = Buffer.from(JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }));
    const head = `POST /prime/category/list HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const chunks: (string | Buffer)[] = [head];
    for (let at = 0; at < body.length; at += 256 * 1024) chunks.push(body.subarray(at, at + 256 * 1024));
    for (let run = 0; run < 30; run += 1) {
      const { received, error } = await exchange(port, chunks, 2, true);
      expect(error, `run ${run}`).toBeUndefined();
      expect(statusOf(received), `run ${run}`).toBe(413);
      expect(jsonOf(received)).toEqual({ result: false, message: 'The request is too large.' });
    }
  }, 120_000);
});

describe('an upload over 5 MB', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('is answered 413 as soon as the file passes the limit, before the rest of it is sent', async () => {
    const shopper = await makeShopper(t.database.db);
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(12_600_000)]);
    const form = await multipartBody({ name: 'Asha Rao' }, [
      { field: 'image', filename: 'phone.jpg', bytes: photo, type: 'image/jpeg' },
    ]);
    const head =
      `POST /prime/edit/profile HTTP/1.1\r\nHost: shop\r\nAuthorization: ${shopper.auth.authorization}\r\n` +
      `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        received += chunk;
        if (received.includes('\r\n\r\n{') && received.endsWith('}')) resolve();
      }),
    );
    socket.write(head);
    // Six of the 12.6 MB, then nothing more until an answer comes.
    socket.write(form.payload.subarray(0, 6_000_000));
    await answered;
    socket.destroy();
    expect(statusOf(received)).toBe(413);
    expect(jsonOf(received)).toMatchObject({ result: false, message: 'Each image must be 5 MB or smaller.' });

    // A client that sends it all before it reads gets the same answer, not a reset connection.
    const chunks: Buffer[] = [];
    for (let at = 0; at < form.payload.length; at += 256 * 1024) {
      chunks.push(form.payload.subarray(at, at + 256 * 1024));
    }
    const whole = await exchange(port, [head, ...chunks], 0, true);
    expect(whole.error).toBeUndefined();
    expect(statusOf(whole.received)).toBe(413);
  }, 20_000);
});

describe('connection limits', () => {
  const quick = { headersMs: 300, requestMs: 600, keepAliveMs: 200, idleMs: 1500, checkEveryMs: 50 };
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({}, { timeouts: quick });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('are set to sane values by default', async () => {
    const plain = await createTestApp();
    try {
      await plain.app.ready();
      const server = plain.app.server;
      expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
      expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
      expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
      expect(server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
      expect(SERVER_TIMEOUTS).toEqual({
        headersMs: 10_000,
        requestMs: 30_000,
        keepAliveMs: 65_000,
        idleMs: 75_000,
        checkEveryMs: 1_000,
      });
    } finally {
      await plain.close();
    }
  }, 120_000);

  it('answers headers that never finish with 408 in the API shape, and closes', async () => {
    const { received, ms } = await exchange(port, ['POST /prime/category/list HTTP/1.1\r\nHost: shop\r\n']);
    expect(statusOf(received)).toBe(408);
    expect(jsonOf(received)).toEqual({ result: false, message: expect.any(String) });
    expect(received).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(ms).toBeLessThan(5000);
  });

  it('answers a body that stalls with 408, and closes', async () => {
    const head =
      'POST /prime/category/list HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":';
    const { received, ms } = await exchange(port, [head]);
    expect(statusOf(received)).toBe(408);
    expect(received).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(ms).toBeLessThan(5000);
  });

  it('closes an idle kept-alive connection', async () => {
    const { received, ms } = await exchange(port, [
      'POST /prime/category/list HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    ]);
    expect(statusOf(received)).toBe(200);
    expect(ms).toBeLessThan(5000);
  });

  it('closes a connection that never sends a byte', async () => {
    const { received, ms } = await exchange(port, []);
    expect(received === '' || statusOf(received) === 408).toBe(true);
    expect(ms).toBeLessThan(5000);
  });
});

describe('the idle limit', () => {
  // Headers may take longer than the idle limit here, so only the idle limit can close the connection.
  const idleFirst = { headersMs: 20_000, requestMs: 30_000, keepAliveMs: 200, idleMs: 400, checkEveryMs: 50 };
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({}, { timeouts: idleFirst });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('closes a connection that never sends a byte, also when something else watches for timeouts', async () => {
    const seen: unknown[] = [];
    t.app.server.on('timeout', (socket) => seen.push(socket));
    const { received, ms } = await exchange(port, []);
    expect(received).toBe('');
    expect(seen).toHaveLength(1);
    expect(ms).toBeGreaterThanOrEqual(idleFirst.idleMs - 50);
    expect(ms).toBeLessThan(5000);
  });
});

describe('the idle limit, whatever Fastify sets', () => {
  const idleFirst = { headersMs: 20_000, requestMs: 30_000, keepAliveMs: 200, idleMs: 400, checkEveryMs: 50 };

  it('is Fastify’s own connection timeout too', async () => {
    const t = await createTestApp({}, { timeouts: idleFirst });
    try {
      expect(t.app.initialConfig.connectionTimeout).toBe(idleFirst.idleMs);
      expect(t.app.initialConfig.keepAliveTimeout).toBe(idleFirst.keepAliveMs);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('closes a connection that never sends a byte after its server’s timeout was reset before listening', async () => {
    const t = await createTestApp({}, { timeouts: idleFirst });
    try {
      // What Fastify's default `connectionTimeout` (0) does to a server in the versions that apply it.
      t.app.server.setTimeout(0);
      const port = await listen(t);
      expect(t.app.server.timeout).toBe(idleFirst.idleMs);
      // Opens a socket, sends nothing, and waits for the server to close it.
      const closed = await new Promise<{ received: string; ms: number }>((resolve) => {
        const started = Date.now();
        const socket = net.connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => (received += chunk));
        socket.on('error', () => {});
        socket.on('close', () => resolve({ received, ms: Date.now() - started }));
      });
      expect(closed.received).toBe('');
      expect(closed.ms).toBeGreaterThanOrEqual(idleFirst.idleMs - 50);
      expect(closed.ms).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe("requests Node's parser refuses", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t);
  });
  afterAll(() => t.close());

  it.each([
    [
      'conflicting Content-Length',
      'POST /prime/category/list HTTP/1.1\r\nHost: shop\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}',
      400,
    ],
    ['a bad request line', 'GET / HTTP/1.1 extra\r\nHost: shop\r\n\r\n', 400],
    ['not HTTP at all', '\u0001\u0002\u0003\r\n\r\n', 400],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s: answered in the API shape with nosniff', async (_case, request, status) => {
    const { received, error } = await exchange(port, [request]);
    expect(error).toBeUndefined();
    expect(statusOf(received)).toBe(status);
    expect(jsonOf(received)).toEqual({ result: false, message: expect.any(String) });
    expect(received).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(received).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/i);
  });
});

describe('while the server stops', () => {
  it('finishes a request under way and answers the next one on that connection 503 in the API shape', async () => {
    const t = await createTestApp();
    const exchange = stopBetweenRequests(t.app);
    const port = await listen(t);
    try {
      const received = await exchange(port, 'GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n');
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
      expect(statusOf(first!)).toBe(200);
      expect(statusOf(second!)).toBe(503);
      expect(jsonOf(second!)).toEqual({ result: false, message: expect.any(String) });
      expect(second).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    } finally {
      await t.database.close();
      fs.rmSync(t.config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
