// Password hashes: scrypt at the strength OWASP names (N=2^17, r=8, p=1), a 16-byte salt, stored as
// `scrypt$N$r$p$salt$hash` so a hash keeps verifying if the cost is raised later.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
// 128 * N * r bytes are needed; N=2^17, r=8 takes 128 MB.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value that is not one of these hashes. */
  verify(password: string, stored: string): Promise<boolean>;
}

/** `cost` is lowered only by the tests, for speed; production always uses the OWASP cost. */
export function createPasswordHasher(cost: ScryptCost = OWASP_SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
      if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
      const expected = Buffer.from(parts[5]!, 'base64');
      const key = await derive(password, Buffer.from(parts[4]!, 'base64'), { N, r, p });
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
  };
}
