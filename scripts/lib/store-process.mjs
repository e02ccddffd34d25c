// Runs the built store as a child process on a free port with its own data folder, for the browser
// journeys and the benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-root.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs, pollMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the store exited with code ${child.exitCode} during start-up`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet: migrations, seed and demo images come first.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`the store did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

/**
 * Starts server/dist/main.js with a fresh temporary DATA_DIR (unless given) and waits for /healthz,
 * asked every `pollMs`. `logFile` collects the server's output so a failing run can be read afterwards;
 * `script` runs another entry instead (scripts/start.mjs, as `npm start` does). `nodeArgs` go to Node
 * before the script; STORE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the store under
 * the bench's load.
 */
export async function startStore({
  env = {},
  logFile,
  timeoutMs = 300_000,
  pollMs = 250,
  script = path.join(repoRoot, 'server/dist/main.js'),
  nodeArgs = process.env.STORE_NODE_ARGS ? process.env.STORE_NODE_ARGS.split(' ') : [],
} = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'prime-store-'));
  const log = logFile ? fs.openSync(logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    // Run from the data folder so a developer's .env (a real DATABASE_URL, SMTP_URL) is not read, and
    // blank the outside services: the journeys read mail from the outbox and pay in the sandbox.
    cwd: dataDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
      SEED_DEMO: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  try {
    await waitForHealth(url, child, timeoutMs, pollMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, pid: child.pid, stop };
}
