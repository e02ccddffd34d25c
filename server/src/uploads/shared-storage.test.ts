// Two processes of the store on different data folders (two machines, as far as files go), one
// PostgreSQL and one S3-compatible bucket (s3rver, run in this process): a product photo uploaded
// through one is served, as it is and at every offered size, by the other. Needs TEST_DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@prime/contract';
import { openPostgres } from '../db/open-database.ts';
import { multipartBody } from '../test/multipart-body.ts';
import { makeProduct, makeShopper, type Shopper, type TestProduct } from '../test/shop-fixtures.ts';
import { exited, freePort, startStore } from '../test/store-process.ts';
import { createScratchDatabase } from '../test/test-app.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const BUCKET = 'prime-images';
const KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

describe.runIf(serverUrl)('images in object storage, two processes on two data folders', () => {
  let folder: string;
  let s3: S3rver;
  let endpoint: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: Shopper;
  let product: TestProduct;
  const stores: { port: number; dataDir: string; child: ChildProcess }[] = [];

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-shared-storage-'));
    const s3Port = await freePort();
    s3 = new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      directory: path.join(folder, 's3'),
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await s3.run();
    endpoint = `http://127.0.0.1:${s3Port}`;

    scratch = await createScratchDatabase(serverUrl!);
    const database = await openPostgres(scratch.url);
    await database.migrate();
    admin = await makeShopper(database.db, 'admin');
    product = await makeProduct(database.db);
    await database.close();

    for (const name of ['one', 'two']) {
      const dataDir = path.join(folder, name);
      fs.mkdirSync(dataDir);
      const port = await freePort();
      const child = await startStore(port, dataDir, {
        DATABASE_URL: scratch.url,
        STORAGE_URL: `s3://${BUCKET}/shop`,
        AWS_ENDPOINT_URL: endpoint,
        ...KEYS,
      });
      stores.push({ port, dataDir, child });
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      stores.map(({ child }) => {
        child.kill('SIGTERM');
        return exited(child);
      }),
    );
    await s3?.close();
    await scratch?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it(
    'serves a photo uploaded through one process, at every size, from the other',
    { timeout: 300_000 },
    async () => {
      const [one, two] = stores as [(typeof stores)[0], (typeof stores)[0]];
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#C4704F' } })
        .jpeg()
        .toBuffer();
      const form = await multipartBody({ p_id: String(product.id) }, [
        { field: 'image', filename: 'serum.jpg', bytes: photo, type: 'image/jpeg' },
      ]);
      const uploaded = await fetch(`http://127.0.0.1:${one.port}/prime/admin/product/image`, {
        method: 'POST',
        headers: { ...form.headers, ...admin.auth },
        body: new Uint8Array(form.payload),
      });
      const answer = (await uploaded.json()) as { data: { p_image: string } };
      expect(uploaded.status).toBe(200);
      const image = answer.data.p_image;
      expect(image).toMatch(/^uploads\/products\/[a-f0-9]{32}\.webp$/);

      // Nothing of it is in either data folder: it lives in the bucket, under the prefix.
      for (const { dataDir } of stores) expect(fs.existsSync(path.join(dataDir, image))).toBe(false);
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: KEYS.AWS_ACCESS_KEY_ID, secretAccessKey: KEYS.AWS_SECRET_ACCESS_KEY },
      });
      const listed = async () =>
        ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map(
          (item) => item.Key,
        );
      expect(await listed()).toEqual([`shop/${image}`]);

      const original = await fetch(`http://127.0.0.1:${two.port}/${image}`);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/webp');
      expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 800,
      });

      for (const width of IMAGE_WIDTHS) {
        for (const format of IMAGE_FORMATS) {
          const url = `/img/${width}/${image}.${format}`;
          const copy = await fetch(`http://127.0.0.1:${two.port}${url}`);
          expect(copy.status, url).toBe(200);
          expect(copy.headers.get('content-type'), url).toBe(`image/${format}`);
          const bytes = Buffer.from(await copy.arrayBuffer());
          const expected = Math.min(width, 1200);
          expect(await sharp(bytes).metadata(), url).toMatchObject({
            format: format === 'avif' ? 'heif' : 'webp',
            width: expected,
            height: Math.round((expected * 2) / 3),
          });
          // The copy the second process made is in the bucket: the first answers the very same bytes.
          const again = await fetch(`http://127.0.0.1:${one.port}${url}`);
          expect(Buffer.from(await again.arrayBuffer()).equals(bytes), url).toBe(true);
        }
      }
      const copies = IMAGE_WIDTHS.flatMap((width) =>
        IMAGE_FORMATS.map((format) => `shop/img/${width}/${image}.${format}`),
      );
      expect((await listed()).sort()).toEqual([`shop/${image}`, ...copies].sort());
      for (const { dataDir } of stores)
        expect(fs.existsSync(path.join(dataDir, 'cache', 'images'))).toBe(false);

      const missing = await fetch(`http://127.0.0.1:${two.port}/uploads/products/${'f'.repeat(32)}.webp`);
      expect(missing.status).toBe(404);
      const missingCopy = await fetch(
        `http://127.0.0.1:${two.port}/img/320/uploads/products/${'f'.repeat(32)}.webp.avif`,
      );
      expect(missingCopy.status).toBe(404);
    },
  );
});
