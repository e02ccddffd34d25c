import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../auth/passwords.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test/test-app.ts';
import { buildApp } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('answers /healthz once the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await t.post('no/such/call');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ result: false });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.post('no/such/call', '{"p_id": ');
    expect(response.status).toBe(400);
    expect(response.body.result).toBe(false);
    expect(response.body.errors[0].field).toBe('body');
  });

  it.each(['[1, 2]', '"text"', '42', 'null'])(
    'answers the JSON body %s, not an object, with 400',
    async (body) => {
      const response = await t.post('category/list', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        result: false,
        message: 'The request body must be a JSON object.',
        errors: [{ field: 'body' }],
      });
    },
  );

  it('answers a URL that cannot be decoded with 404 JSON and the usual headers', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/prime/%zz' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: false, message: 'Not found.' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a path climbing out of the image folder with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: false, message: 'Not found.' });
  });

  it('refuses text holding the NUL character with 400 naming the field, however deep', async () => {
    const search = await t.post('product/list', { search: 'ser\u0000um' });
    expect(search.status).toBe(400);
    expect(search.body).toEqual({
      result: false,
      message: 'Text cannot contain the NUL character (\\u0000).',
      errors: [{ field: 'search', message: 'Text cannot contain the NUL character (\\u0000).' }],
    });
    const nested = await t.post('product/list', { filters: [{ name: 'ok' }, { name: '\u0000' }] });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toEqual([{ field: 'filters.1.name', message: expect.any(String) }]);
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await t.post('category/list', JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.status).toBe(413);
    expect(response.body.result).toBe(false);
  });
});

describe('pages', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><title>PRIME</title></head></html>');
    database = await openTestDatabase();
    const config = testConfig({ fileHost: 'https://cdn.example.in' });
    app = await buildApp(
      { config, db: database.db, passwords: createPasswordHasher(), mailer: createMailer(config) },
      { webDir },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['GET', 'HEAD'] as const)(
    'answers %s of any app route with the shell under a CSP without inline scripts',
    async (method) => {
      for (const url of ['/', '/product-details?p_id=1', '/no/such/page', '/my-blog?utm_source=t.co']) {
        const response = await app.inject({ method, url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const scriptSrc = String(response.headers['content-security-policy'])
          .split(';')
          .find((directive) => directive.trim().startsWith('script-src'));
        expect(scriptSrc).toBe(" script-src 'self'");
        if (method === 'GET') expect(response.body).toContain('content="https://cdn.example.in"');
      }
    },
  );

  it('answers an unknown API path or a missing file with 404 JSON, even for GET', async () => {
    for (const url of ['/prime/category/list', '/prime?page=1', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ result: false, message: 'Not found.' });
    }
  });
});
