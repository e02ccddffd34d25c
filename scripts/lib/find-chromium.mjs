// The browser for the journeys is the system's Chromium: Playwright never downloads one here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

function locate() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    process.exit(1);
  }
  return (
    onPath('chromium') ??
    (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : onPath('chromium-browser'))
  );
}

/** Finds Chromium; as root installs Debian's package when none is found; otherwise says how and exits. */
export function findOrInstallChromium() {
  const found = locate();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error(
      'No Chromium found for the browser tests. Install it with `sudo apt-get install chromium`,\n' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run `npm test` again.',
    );
    process.exit(1);
  }
  console.log(
    "No Chromium found: installing Debian's package (apt-get update && apt-get install -y chromium)…",
  );
  const install = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = install.status === 0 ? locate() : undefined;
  if (!installed) {
    console.error('Installing chromium failed; install it by hand or set CHROMIUM_PATH.');
    process.exit(1);
  }
  return installed;
}
