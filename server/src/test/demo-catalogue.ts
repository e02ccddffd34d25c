// The demo catalogue for tests about what it holds (search, the journeys), not about loading it:
// db/seed/seed.test.ts checks a first start's drawing. Encoding its ~140 images takes 15–20 s of a
// busy 2-core machine, so they are encoded once and kept in the system's temporary folder, named by a
// hash of every drawing, the encoder and sharp's version: a changed drawing is encoded again, and runs
// that draw the same images (a second run, another checkout) share them
// (docs/decisions/0036-test-run-budget.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { demoImageJobs } from '../db/seed/image-jobs.ts';
import { seedDemoCatalogue } from '../db/seed/index.ts';
import { ENCODER, writeMissingImages } from '../demo-images/render.ts';

async function drawingsHash(): Promise<string> {
  const hash = createHash('sha256')
    .update(await fs.readFile(ENCODER))
    .update(JSON.stringify(sharp.versions));
  for (const job of demoImageJobs()) hash.update(job.file).update(job.draw());
  return hash.digest('hex').slice(0, 16);
}

/** The folder of the encoded demo images (`demo/…`), encoded now if no run has kept them yet. */
async function encodedDemoImages(): Promise<string> {
  const folder = path.join(os.tmpdir(), 'prime-demo-images', await drawingsHash());
  try {
    await fs.access(folder);
    return folder;
  } catch {
    // Encoded aside and renamed when whole: a run that stops half-way leaves no half set behind.
    const partial = `${folder}.${process.pid}.partial`;
    await writeMissingImages(partial, demoImageJobs());
    // Another test file may have kept the same set meanwhile: either is whole.
    await fs.rename(partial, folder).catch(() => fs.rm(partial, { recursive: true, force: true }));
    return folder;
  }
}

/**
 * The demo images copied into `<dataDir>/uploads`, so a store or a seed started on that folder finds
 * them all and encodes none. The journeys' store starts on one (scripts/e2e.mjs runs this file).
 */
export async function copyKeptDemoImages(dataDir: string): Promise<void> {
  await fs.cp(await encodedDemoImages(), path.join(dataDir, 'uploads'), { recursive: true });
}

/** `seedDemoCatalogue` into `dataDir`, its images copied from the kept set rather than encoded again. */
export async function seedDemoCatalogueKeptImages(db: Db, dataDir: string): Promise<void> {
  await copyKeptDemoImages(dataDir);
  await seedDemoCatalogue(db, dataDir);
}
