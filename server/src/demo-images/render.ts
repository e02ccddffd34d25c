// Turns SVG drawings into WebP files, only for the files that are not there yet.
import fs from 'node:fs/promises';
import path from 'node:path';
import { runNodeChild } from '../node-child.ts';
import { serverRoot } from '../paths.ts';

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

// A file of the source tree, not of the bundle: the store runs from the repository either way.
export const ENCODER = path.join(serverRoot, 'src', 'demo-images', 'webp-encoder.mjs');

/**
 * Encodes the drawings in a child process. Encoding the ~140 demo images of a first start leaves
 * libvips and the allocator holding 100–200 MB that a long-running store would keep for its whole
 * life; a child gives it all back when it exits (docs/decisions/0003-catalogue-read-cache.md, memory).
 */
function encodeInChildProcess(jobs: { target: string; svg: string }[], concurrency: number): Promise<void> {
  return runNodeChild(
    [ENCODER],
    (exit) => `demo image encoder exited with ${exit}`,
    JSON.stringify({ jobs, concurrency }),
  );
}

/** Renders the jobs whose file is missing under `root`, a few at a time; returns how many it wrote. */
export async function writeMissingImages(root: string, jobs: ImageJob[], concurrency = 4): Promise<number> {
  // Looked for all at once: one after the other, the ~140 files of every start took a tenth of a second.
  const present = await Promise.all(jobs.map((job) => exists(path.join(root, job.file))));
  const missing = jobs.filter((_job, at) => !present[at]);
  if (missing.length === 0) return 0;
  await encodeInChildProcess(
    missing.map((job) => ({ target: path.join(root, job.file), svg: job.draw() })),
    concurrency,
  );
  return missing.length;
}
