import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

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

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await t.post('category/list', JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.status).toBe(413);
    expect(response.body.result).toBe(false);
  });
});
