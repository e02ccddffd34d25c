// `npm start`: build what is stale, then run the server bundle. The server itself migrates, seeds and
// serves; this process only relays signals to it and exits with its code.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { repoRoot } from './lib/repo-root.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  // A server killed by a signal exits the way a shell reports it: 128 + the signal's number.
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
