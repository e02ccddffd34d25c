// The image store the settings name: files under DATA_DIR/uploads, or a bucket of S3 or of an
// S3-compatible server when STORAGE_URL is set, so that processes on different machines read each
// other's uploads (docs/decisions/0025-image-storage.md).
import type { Config } from '../config.ts';
import { createDiskImageStore, type ImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

const stores = new WeakMap<Config, ImageStore>();

/** The store the settings name (the bucket of STORAGE_URL, else DATA_DIR), one per loaded config. */
export function imageStoreOf(config: Config): ImageStore {
  let store = stores.get(config);
  if (!store) {
    store =
      config.storage.kind === 's3'
        ? createS3ImageStore(config.storage)
        : createDiskImageStore(config.dataDir);
    stores.set(config, store);
  }
  return store;
}
