// Where uploaded images and their resized copies are kept: what every store does, and the store of files
// under DATA_DIR/uploads (one machine, or several sharing a disk); the bucket's is s3-image-store.ts,
// and configured-image-store.ts picks the one the settings name (docs/decisions/0025-image-storage.md).
// Keys are the paths the shop's URLs use (`uploads/products/<name>.webp`, `img/640/uploads/….avif`),
// so a CDN in front of the bucket (FILE_HOST) answers the same addresses as the store.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface ImageStore {
  /** `disk`: DATA_DIR/uploads, served by the static-file handler and resized into DATA_DIR/cache. */
  readonly kind: 'disk' | 's3';
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes; undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every key inside `folder` (`uploads/demo`) and its subfolders. */
  list(folder: string): Promise<string[]>;
}

/** A key as the shop writes it: relative, `/`-separated, no empty, `.` or `..` segment. */
export function assertImageKey(key: string): void {
  if (!/^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/i.test(key) || key.split('/').some((part) => /^\.\.?$/.test(part))) {
    throw new Error(`invalid image key ${JSON.stringify(key)}`);
  }
}

/** Files under `root` (the data folder): the key `uploads/a/b.webp` is `<root>/uploads/a/b.webp`. */
export function createDiskImageStore(root: string): ImageStore {
  const file = (key: string) => {
    assertImageKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async write(key, bytes) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), bytes);
    },
    async read(key) {
      return fs.readFile(file(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
    },
    async exists(key) {
      const stat = await fs.stat(file(key)).catch(() => undefined);
      return Boolean(stat?.isFile());
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    async list(folder) {
      const entries = await fs
        .readdir(file(folder), { recursive: true, withFileTypes: true })
        .catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        );
    },
  };
}
