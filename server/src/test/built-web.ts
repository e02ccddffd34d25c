// Tests that read the pages the server renders need the built web app (web/dist and the renderer in
// web/dist-ssr). It is built here when missing or older than its sources, as `npm start` does, under
// the build lock the journeys also take, so two suites (or a journey) never build at once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serverRoot } from '../paths.ts';

const BUILD_LOCK = '/tmp/prime-build.lock';

/** The web build's folder; building it can take a minute on a busy machine. */
export function builtWebDir(): string {
  const script = path.join(serverRoot, '..', 'scripts', 'lib', 'build-if-stale.mjs');
  const build = [process.execPath, script, 'web'];
  let result = spawnSync('flock', [BUILD_LOCK, ...build], { stdio: 'inherit' });
  // No flock on this machine: build without it.
  if (result.error) result = spawnSync(build[0]!, build.slice(1), { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed (npm run build -w web)');
  return path.join(serverRoot, '..', 'web', 'dist');
}

/** Long enough for a web build under the lock another suite or a journey may hold. */
export const WEB_BUILD_TIMEOUT_MS = 10 * 60_000;
