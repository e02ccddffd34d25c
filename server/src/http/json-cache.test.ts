import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../test/wait-for.ts';
import { EncodedBody, JsonCache, QUIET_READ, replyFromCache, sendJson } from './json-cache.ts';

const bigAnswer = { list: Array.from({ length: 200 }, (_, n) => ({ id: n, name: `Serum ${n}` })) };

describe('JsonCache', () => {
  it('loads a key once while it is fresh, and again once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const cache = new JsonCache(50, 10);
      let loads = 0;
      const load = async () => ({ loads: ++loads });
      const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
      expect(first).toBe(second);
      expect(JSON.parse(first.json.toString())).toEqual({ loads: 1 });
      vi.setSystemTime(Date.now() + 49);
      expect(await cache.get('k', load)).toBe(first);
      vi.setSystemTime(Date.now() + 1);
      expect(JSON.parse((await cache.get('k', load)).json.toString())).toEqual({ loads: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    const cache = new JsonCache(10_000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(JSON.parse((await cache.get('k', async () => ({ up: true }))).json.toString())).toEqual({
      up: true,
    });
  });

  it('keeps at most its number of keys, dropping the oldest', async () => {
    const cache = new JsonCache(10_000, 2);
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    await cache.get('a', load);
    expect(loads).toBe(4);
  });

  it('peeks only at answers that are loaded and fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const cache = new JsonCache(40, 10);
      let finish: (answer: object) => void = () => {};
      const loading = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
      expect(cache.peek('k')).toBeUndefined();
      finish({ ok: true });
      await loading;
      vi.setSystemTime(Date.now() + 39);
      expect(JSON.parse(cache.peek('k')!.json.toString())).toEqual({ ok: true });
      vi.setSystemTime(Date.now() + 1);
      expect(cache.peek('k')).toBeUndefined();
      expect(cache.peek('other')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets everything when cleared', async () => {
    const cache = new JsonCache(10_000, 10);
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    await cache.get('a', load);
    cache.clear();
    await cache.get('a', load);
    expect(loads).toBe(2);
  });
});

describe('EncodedBody', () => {
  // Text as varied as a listing's (a run of one repeated shape compresses alike at any setting).
  const bytes = Buffer.from(
    JSON.stringify(
      Array.from({ length: 300 }, (_, n) => ({
        id: n,
        name: `Serum ${(n * 7919) % 1009}`,
        code: ((n * 2654435761) % 2 ** 32).toString(36),
      })),
    ),
  );
  const strongest = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

  it('gives the first client a quick compression, and a kept body sent again its strongest', async () => {
    const kept = new EncodedBody(bytes, 'kept');
    const first = await kept.encoded('br');
    expect(zlib.brotliDecompressSync(first).equals(bytes)).toBe(true);
    expect(first.length).toBeGreaterThan(strongest.length);
    // Sent again: the quick form at once, while the strongest is made in the background.
    expect(kept.encoded('br')).toBe(first);
    await waitFor('the strongest form', () => kept.encoded('br') !== first);
    expect((kept.encoded('br') as Buffer).equals(strongest)).toBe(true);
  });

  it('compresses a body of up to 64 kB on the spot, a larger one in the thread pool', async () => {
    expect(bytes.length).toBeLessThan(64 * 1024);
    const small = new EncodedBody(bytes, 'once').encoded('br');
    expect(Buffer.isBuffer(small)).toBe(true);
    expect(zlib.brotliDecompressSync(small as Buffer).equals(bytes)).toBe(true);
    const large = Buffer.concat(Array.from({ length: 8 }, () => bytes));
    const pending = new EncodedBody(large, 'once').encoded('gzip');
    expect(pending).toBeInstanceOf(Promise);
    expect(zlib.gunzipSync(await pending).equals(large)).toBe(true);
  });

  it('keeps the quick compression of a body meant to be sent once', async () => {
    const once = new EncodedBody(bytes, 'once');
    const kept = new EncodedBody(bytes, 'kept');
    const first = await once.encoded('gzip');
    expect(zlib.gunzipSync(first).equals(bytes)).toBe(true);
    // Both sent again, the body meant once first: by the time the kept body has its strongest form,
    // the other would have had its own had it been strengthened too.
    expect(once.encoded('gzip')).toBe(first);
    const keptFirst = await kept.encoded('gzip');
    kept.encoded('gzip');
    await waitFor('the kept body’s strongest form', () => kept.encoded('gzip') !== keptFirst);
    expect(once.encoded('gzip')).toBe(first);
  });
});

describe('sendJson', () => {
  const app = Fastify();
  const cache = new JsonCache(10_000, 10);
  app.get('/big', QUIET_READ, async (request, reply) =>
    sendJson(request, reply, await cache.get('big', async () => bigAnswer)),
  );
  app.get('/small', QUIET_READ, async (request, reply) =>
    sendJson(request, reply, await cache.get('small', async () => ({ ok: true }))),
  );
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the same JSON plain, as Brotli or as gzip, as the client prefers', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toEqual(bigAnswer);

    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await get('/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers from the cache in a handler that is not async, loading once, in every encoding', async () => {
    const cached = Fastify();
    const answers = new JsonCache(10_000, 10);
    let loads = 0;
    cached.get('/list', QUIET_READ, (request, reply) =>
      replyFromCache(request, reply, answers, 'list', async () => {
        loads += 1;
        return bigAnswer;
      }),
    );
    const ask = (acceptEncoding?: string) =>
      cached.inject({
        method: 'GET',
        url: '/list',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await ask();
    expect(plain.json()).toEqual(bigAnswer);
    expect((await ask()).body).toBe(plain.body);
    for (const round of [1, 2]) {
      const br = await ask('br');
      expect(br.headers['content-encoding'], `Brotli, round ${round}`).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await ask('gzip');
      expect(gzip.headers['content-encoding'], `gzip, round ${round}`).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
    expect(loads).toBe(1);
  });

  it('answers a failed load with an error, and loads again on the next request', async () => {
    const cached = Fastify();
    const answers = new JsonCache(10_000, 10);
    let loads = 0;
    cached.get('/list', (request, reply) =>
      replyFromCache(request, reply, answers, 'list', async () => {
        loads += 1;
        if (loads === 1) throw new Error('database down');
        return { ok: true };
      }),
    );
    expect((await cached.inject({ method: 'GET', url: '/list' })).statusCode).toBe(500);
    const again = await cached.inject({ method: 'GET', url: '/list' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
  });

  it('sends a small answer plain, where compression would not pay', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
