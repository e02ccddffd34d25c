import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords.ts';

describe('password hashes', () => {
  it('use scrypt N=2^17, r=8, p=1 with a 16-byte salt by default, and verify only the right password', async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('Glow@2024');
    const [scheme, n, r, p, salt] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(await hasher.verify('Glow@2024', stored)).toBe(true);
    expect(await hasher.verify('Glow@2025', stored)).toBe(false);
  });

  it('salt every hash, verify hashes made at another cost, and refuse what is not a hash', async () => {
    const cheap = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const first = await cheap.hash('Glow@2024');
    expect(await cheap.hash('Glow@2024')).not.toBe(first);
    expect(await createPasswordHasher().verify('Glow@2024', first)).toBe(true);
    expect(await cheap.verify('Glow@2024', 'Glow@2024')).toBe(false);
    expect(await cheap.verify('Glow@2024', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
