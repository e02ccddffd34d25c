// Through a real socket: a body that does not inflate used to cost the client its connection, which
// app.inject cannot show.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Answer {
  status: number;
  body: unknown;
}

function post(port: number, body: Buffer, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/prime/product/list',
        headers: {
          'content-type': 'application/json',
          'content-encoding': encoding,
          'content-length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('a compressed request body', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const plain = Buffer.from(JSON.stringify({ search: 'serum', note: 'x'.repeat(20_000) }));

  it.each(['gzip', 'deflate', 'br'])(
    'that is not %s after all is answered 400 in the API shape',
    async (encoding) => {
      expect(await post(port, plain, encoding)).toEqual({
        status: 400,
        body: {
          result: false,
          message: 'The request body could not be decompressed.',
          errors: [{ field: 'body', message: 'The request body could not be decompressed.' }],
        },
      });
    },
  );

  it('is read when it inflates', async () => {
    const answer = await post(port, zlib.gzipSync(plain), 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: true });
  });

  it('in an encoding the store does not read is refused with the ones it does', async () => {
    expect(await post(port, plain, 'compress')).toMatchObject({
      status: 400,
      body: { message: 'Send the request body plain or compressed with gzip, deflate or br.' },
    });
  });

  it('that inflates past the body limit is refused 413', async () => {
    const bomb = zlib.gzipSync(JSON.stringify({ search: 'x'.repeat(8 * 1024 * 1024) }));
    expect(await post(port, bomb, 'gzip')).toMatchObject({
      status: 413,
      body: { message: 'The request is too large.' },
    });
  });
});
