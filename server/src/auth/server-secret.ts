// The server's secret key: it keys the hashes of reset codes, so a copy of the database alone cannot
// be searched for the codes (4 digits are only 9,000 guesses). It lives outside the database: the
// SECRET_KEY setting, or else a random key made once in DATA_DIR/secret.key.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

const KEY_FILE = 'secret.key';

/** SECRET_KEY, or the key in DATA_DIR/secret.key, made (readable by this user only) when missing. */
export function loadServerSecret(config: Pick<Config, 'secretKey' | 'dataDir'>): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, 'utf8');
  const file = path.join(config.dataDir, KEY_FILE);
  if (!fs.existsSync(file)) createKeyFile(file);
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no key; delete it to have a new one made`);
  return Buffer.from(key, 'utf8');
}

/**
 * Writes a new key under another name and links it into place: processes starting together on one
 * DATA_DIR agree on one key, and none reads a half-written file.
 */
function createKeyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
