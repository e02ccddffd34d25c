import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadServerSecret } from './server-secret.ts';

const folders: string[] = [];
const newDataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-secret-'));
  folders.push(folder);
  return path.join(folder, 'data');
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the server secret', () => {
  it('is made once in DATA_DIR/secret.key, readable by the owner only, and kept', () => {
    const dataDir = newDataDir();
    const first = loadServerSecret({ secretKey: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadServerSecret({ secretKey: undefined, dataDir }).equals(first)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['secret.key']);
  });

  it('differs between two data folders', () => {
    const one = loadServerSecret({ secretKey: undefined, dataDir: newDataDir() });
    const other = loadServerSecret({ secretKey: undefined, dataDir: newDataDir() });
    expect(one.equals(other)).toBe(false);
  });

  it('is SECRET_KEY when set, and then no file is made', () => {
    const dataDir = newDataDir();
    const key = 'k'.repeat(40);
    expect(loadServerSecret({ secretKey: key, dataDir }).toString()).toBe(key);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuses an empty key file rather than key codes with nothing', () => {
    const dataDir = newDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret.key'), '');
    expect(() => loadServerSecret({ secretKey: undefined, dataDir })).toThrow(/holds no key/);
  });
});
