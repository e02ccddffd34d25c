// Kept catalogue answers sent before Fastify's routing (decision 0018) must be the route's own answers:
// the same status, headers and bytes, the same encoding chosen, and every body the route refuses still
// refused by the route. Through a real socket: app.inject goes straight to Fastify, past the lane.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../db/factories.ts';
import { invalidateCatalogueCache } from '../modules/catalogue/catalogue-cache.ts';
import { stopBetweenRequests } from '../test/stop-between-requests.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let port: number;
/** The paths of the requests that reached Fastify (its onRequest hooks ran). */
let reachedFastify: string[] = [];

function send(
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const post = (body: string, headers: Record<string, string> = {}) =>
  send('/prime/product/list', body, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });

/** Every header but those Node writes per answer (its date and the connection's). */
const sameHeaders = ({ headers }: Answer) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

beforeAll(async () => {
  t = await createTestApp();
  t.app.addHook('onRequest', (request, _reply, done) => {
    reachedFastify.push(request.url);
    done();
  });
  const categoryId = await insertCategory(t.database.db, 'Serums');
  for (const name of ['Niacinamide Serum', 'Vitamin C Serum', 'Ceramide Cream']) {
    await insertProduct(t.database.db, { name, categoryId });
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());
beforeEach(() => {
  invalidateCatalogueCache();
  reachedFastify = [];
});

describe('a kept catalogue answer', () => {
  it("is the route's answer, byte for byte and header for header, without passing through Fastify", async () => {
    const body = '{"search":"serum"}';
    const fromRoute = await post(body);
    expect(fromRoute.status).toBe(200);
    expect(
      JSON.parse(fromRoute.body.toString()).list.map((p: { p_productname: string }) => p.p_productname),
    ).toEqual(expect.arrayContaining(['Niacinamide Serum', 'Vitamin C Serum']));
    const kept = await post(body);
    expect(reachedFastify).toEqual(['/prime/product/list']);
    expect(kept.status).toBe(200);
    expect(kept.body.equals(fromRoute.body)).toBe(true);
    expect(sameHeaders(kept)).toEqual(sameHeaders(fromRoute));
    expect(sameHeaders(kept)).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      'content-length': String(fromRoute.body.length),
    });
    // What app.inject (Fastify alone) answers is the same too.
    const injected = await t.app.inject({
      method: 'POST',
      url: '/prime/product/list',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(injected.rawPayload.equals(kept.body)).toBe(true);
  });

  it('keeps one answer per search text, as the route does: spaces around it or key order make no new one', async () => {
    await post('{"search":"serum"}');
    for (const body of [
      '{"search":"  serum "}',
      '{ "search": "serum" }',
      '{"category_id":null,"search":"serum"}',
    ]) {
      expect((await post(body)).status).toBe(200);
    }
    expect(reachedFastify).toHaveLength(1);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('Accept-Encoding %s: sent as %s, like the route', async (accept, encoding) => {
    const body = '{"search":"serum"}';
    const fromRoute = await post(body, { 'accept-encoding': accept });
    const kept = await post(body, { 'accept-encoding': accept });
    expect(reachedFastify).toHaveLength(1);
    expect(kept.headers['content-encoding']).toBe(encoding);
    expect(sameHeaders(kept)).toEqual(sameHeaders(fromRoute));
    expect(kept.body.equals(fromRoute.body)).toBe(true);
    const decoded =
      encoding === 'br'
        ? zlib.brotliDecompressSync(kept.body)
        : encoding === 'gzip'
          ? zlib.gunzipSync(kept.body)
          : kept.body;
    expect(JSON.parse(decoded.toString()).result).toBe(true);
  });

  it('an empty body is the whole catalogue, as `{}` is', async () => {
    const whole = await post('{}');
    const empty = await post('');
    const blank = await post('  \n');
    expect(reachedFastify).toHaveLength(1);
    expect(empty.body.equals(whole.body)).toBe(true);
    expect(blank.body.equals(whole.body)).toBe(true);
  });

  it('is forgotten with the cache: the next request after a change is read again by the route', async () => {
    await post('{"search":"serum"}');
    invalidateCatalogueCache();
    await post('{"search":"serum"}');
    expect(reachedFastify).toHaveLength(2);
  });

  it('answers the category and concern lists too', async () => {
    for (const path of ['/prime/category/list', '/prime/concerncatogry/list']) {
      const fromRoute = await send(path, '{}', { 'content-type': 'application/json', 'content-length': '2' });
      const kept = await send(path, '{}', { 'content-type': 'application/json', 'content-length': '2' });
      expect(kept.status).toBe(200);
      expect(kept.body.equals(fromRoute.body)).toBe(true);
      expect(sameHeaders(kept)).toEqual(sameHeaders(fromRoute));
    }
    expect(reachedFastify).toEqual(['/prime/category/list', '/prime/concerncatogry/list']);
  });
});

describe('what the lane leaves to the route', () => {
  beforeEach(async () => {
    // Kept answers for `{}` and a search exist, so nothing below is refused for want of one.
    await post('{}');
    await post('{"search":"serum"}');
    reachedFastify = [];
  });

  it.each([
    ['bad JSON', '{"search":'],
    ['an array', '[]'],
    ['a string', '"serum"'],
    ['a search that is not text', '{"search":5}'],
    ['a search over 100 characters', JSON.stringify({ search: 's'.repeat(101) })],
    ['a NUL character', '{"search":"ser\\u0000um"}'],
  ])('%s: the route answers its 400', async (_case, body) => {
    const answer = await post(body);
    const injected = await t.app.inject({
      method: 'POST',
      url: '/prime/product/list',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toEqual(injected.json());
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // Twice: a refused body is never answered from the cache (the injected request reached it too).
    reachedFastify = [];
    expect((await post(body)).status).toBe(400);
    expect(reachedFastify).toEqual(['/prime/product/list']);
  });

  it('a text/plain body: refused by the route, unread by the lane', async () => {
    const answer = await post('{"search":"serum"}', { 'content-type': 'text/plain' });
    expect(answer.status).toBe(400);
    expect(reachedFastify).toHaveLength(1);
  });

  it('a chunked body, a compressed body, a large body and a query string: answered by the route, the same', async () => {
    const expected = (await post('{"search":"serum"}')).body;
    reachedFastify = [];
    const chunked = await send('/prime/product/list', '{"search":"serum"}', {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    const gzipped = zlib.gzipSync('{"search":"serum"}');
    const compressed = await send('/prime/product/list', gzipped, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'content-length': String(gzipped.length),
    });
    const padded = JSON.stringify({ search: 'serum', note: 'x'.repeat(3000) });
    const large = await post(padded);
    const query = await send('/prime/product/list?from=search', '{"search":"serum"}', {
      'content-type': 'application/json',
      'content-length': '18',
    });
    for (const answer of [chunked, compressed, large, query]) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(expected)).toBe(true);
    }
    expect(reachedFastify).toHaveLength(4);
  });

  it('a body over the JSON limit still gets its 413', async () => {
    const body = JSON.stringify({ search: 'serum', padding: 'x'.repeat(1024 * 1024) });
    expect((await post(body)).status).toBe(413);
  });
});

describe('while the server stops', () => {
  it('a kept search on a kept-alive connection is answered 503 like any other request', async () => {
    const stopping = await createTestApp();
    const exchange = stopBetweenRequests(stopping.app);
    await stopping.app.listen({ port: 0, host: '127.0.0.1' });
    const stoppingPort = (stopping.app.server.address() as AddressInfo).port;
    try {
      // The answer is kept before the stop begins.
      const warm = await fetch(`http://127.0.0.1:${stoppingPort}/prime/product/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(warm.status).toBe(200);
      const received = await exchange(
        stoppingPort,
        'POST /prime/product/list HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(second).toMatch(/^HTTP\/1\.1 503 /);
      expect(second).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    } finally {
      await stopping.database.close();
      fs.rmSync(stopping.config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
