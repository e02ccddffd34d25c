// `npm start`: build what is stale, then run the server bundle in this same process. The server
// migrates, seeds, serves and handles SIGTERM/SIGINT itself. One process, not a parent relaying to a
// child: a supervisor that kills this process (even with SIGKILL) stops the store with it, so a
// restart never meets a server left running on the embedded database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { repoRoot } from './lib/repo-root.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

await import(pathToFileURL(path.join(repoRoot, 'server/dist/main.js')).href);
