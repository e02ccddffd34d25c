// The demo images' encoder, run as a short-lived child process by render.ts: it reads
// `{ jobs: [{ target, svg }], concurrency }` as JSON on stdin and writes each SVG as a WebP file at
// `target`. When it exits, the memory libvips and the allocator kept from the encoding goes with it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Each drawing is encoded once: nothing is gained by keeping decoded images around.
sharp.cache(false);

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const { jobs, concurrency } = JSON.parse(input);

async function encode({ target, svg }) {
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 3 }).toBuffer();
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed, so a process starting alongside never serves half a file.
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, webp);
  await fs.rename(temporary, target);
}

let next = 0;
const worker = async () => {
  while (next < jobs.length) {
    const job = jobs[next];
    next += 1;
    await encode(job);
  }
};
await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
