// Turns SVG drawings into WebP files, only for the files that are not there yet.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface ImageJob {
  /** Path under the target directory, e.g. `demo/products/vitamin-c-serum-1.webp`. */
  file: string;
  /** Drawn only when the file is missing. */
  draw: () => string;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function render(root: string, job: ImageJob): Promise<void> {
  const target = path.join(root, job.file);
  const webp = await sharp(Buffer.from(job.draw())).webp({ quality: 80, effort: 3 }).toBuffer();
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed, so a process starting alongside never serves half a file.
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, webp);
  await fs.rename(temporary, target);
}

/** Renders the jobs whose file is missing under `root`, a few at a time; returns how many it wrote. */
export async function writeMissingImages(root: string, jobs: ImageJob[], concurrency = 4): Promise<number> {
  const missing: ImageJob[] = [];
  for (const job of jobs) if (!(await exists(path.join(root, job.file)))) missing.push(job);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next]!;
      next += 1;
      await render(root, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return missing.length;
}
