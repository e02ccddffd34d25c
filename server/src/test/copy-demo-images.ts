// `node --import tsx server/src/test/copy-demo-images.ts <dataDir>`: the kept demo images into a data
// folder before a store starts on it (demo-catalogue.ts); scripts/e2e.mjs runs it for the journeys.
import { copyKeptDemoImages } from './demo-catalogue.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: copy-demo-images.ts <dataDir>');
await copyKeptDemoImages(dataDir);
