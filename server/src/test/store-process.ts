// The store as a separate Node process started from source, for tests of what only real processes
// show: a SIGKILL in the middle of work, or two processes on different machines' data folders.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRoot } from '../paths.ts';
import { waitFor } from './wait-for.ts';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the store from source on `dataDir` (also its working folder, so no .env of the repository
 * is read) with the given settings, and waits until /healthz answers (90 s at most: a machine busy
 * with two stores starting at once).
 */
export async function startStore(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  // Node itself runs the store (tsx as a loader, not its CLI), so SIGKILL reaches the store and
  // not a wrapper process that would leave it running.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, path.join(serverRoot, 'src', 'main.ts')], {
    cwd: dataDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(
      'the store to answer /healthz',
      async () => {
        if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
        return fetch(`http://127.0.0.1:${port}/healthz`).then(
          (answer) => answer.ok,
          () => false, // not listening yet
        );
      },
      { timeoutMs: 90_000, everyMs: 200 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/** Resolves once the process has ended (at once when it already has). */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
