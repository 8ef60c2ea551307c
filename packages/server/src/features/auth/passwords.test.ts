import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('stores the scheme, cost and a random salt, and verifies only the right password', async () => {
    const cost = { N: 1024, r: 8, p: 1 };
    const first = await hashPassword('correct horse battery', cost);
    const second = await hashPassword('correct horse battery', cost);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
  });
});
