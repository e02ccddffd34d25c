// Resized copies on disk, made once: `<DATA_DIR>/cache/images/<key>-<width>.<format>`, where the key
// is a hash of the source's path, size and modification time (a replaced file gets new copies). The
// first request of a copy makes it; requests for the same copy meanwhile wait for that one encoding,
// in this process through a shared promise and across processes sharing DATA_DIR through a lock
// file, and the file appears whole (written aside, then renamed). A few encodings at a time at most,
// so a page of twenty new images cannot take every core and a burst of memory at once.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageFormat } from '@prime/contract';
import { encodeVariant } from './encode-variant.ts';
import { createLimiter } from './limiter.ts';
import type { VariantRequest } from './variant-request.ts';

export type Encoder = (sourceFile: string, width: number, format: ImageFormat) => Promise<Buffer>;

export interface VariantCacheOptions {
  dataDir: string;
  /** Encodings under way at once in this process. */
  parallel?: number;
  /** A lock file older than this is taken to be left by a process that died while encoding. */
  staleLockMs?: number;
  encode?: Encoder;
}

export interface VariantCache {
  /** The cached copy's file, made first when missing; undefined when the source image does not exist. */
  file(variant: VariantRequest): Promise<string | undefined>;
  /** Encodings this process has run since it started (tests count them). */
  readonly encodings: number;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createVariantCache(options: VariantCacheOptions): VariantCache {
  const cacheDir = path.join(options.dataDir, 'cache', 'images');
  const encode = options.encode ?? encodeVariant;
  const staleLockMs = options.staleLockMs ?? 60_000;
  const pending = new Map<string, Promise<void>>();
  const queue = createLimiter(options.parallel ?? 2);
  let encodings = 0;

  async function make(sourceFile: string, variant: VariantRequest, target: string): Promise<void> {
    await fs.mkdir(cacheDir, { recursive: true });
    const lock = `${target}.lock`;
    for (;;) {
      if (await exists(target)) return;
      const handle = await fs.open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return undefined;
        throw error;
      });
      if (handle) {
        try {
          // Another process may have finished between our look and our lock.
          if (await exists(target)) return;
          encodings += 1;
          const bytes = await encode(sourceFile, variant.width, variant.format);
          const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
          await fs.writeFile(temporary, bytes);
          await fs.rename(temporary, target);
          return;
        } finally {
          await handle.close();
          await fs.rm(lock, { force: true });
        }
      }
      // Another process is making it: wait for its file, or take over a lock it left behind.
      const lockAge = await fs.stat(lock).then(
        (stat) => Date.now() - stat.mtimeMs,
        () => 0,
      );
      if (lockAge > staleLockMs) await fs.rm(lock, { force: true });
      else await pause(50);
    }
  }

  return {
    get encodings() {
      return encodings;
    },
    async file(variant) {
      const located = await locateVariant(options.dataDir, variant);
      if (!located) return undefined;
      const { sourceFile, target } = located;
      if (await exists(target)) return target;
      let making = pending.get(target);
      if (!making) {
        making = queue(() => make(sourceFile, variant, target)).finally(() => pending.delete(target));
        pending.set(target, making);
      }
      await making;
      return target;
    },
  };
}

/** Where the copy of `variant` is kept, and its source file; undefined when the source does not exist. */
export async function locateVariant(
  dataDir: string,
  variant: VariantRequest,
): Promise<{ sourceFile: string; target: string } | undefined> {
  const sourceFile = path.join(dataDir, variant.source);
  const stat = await fs.stat(sourceFile).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  const key = createHash('sha256')
    .update(`${variant.source}\0${stat.size}\0${stat.mtimeMs}`)
    .digest('hex')
    .slice(0, 32);
  return {
    sourceFile,
    target: path.join(dataDir, 'cache', 'images', `${key}-${variant.width}.${variant.format}`),
  };
}
