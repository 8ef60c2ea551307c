import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createClientHasher, KEY_CACHE_SIZE, SALT_RETRY_MS } from './client-hash';

const clock = (iso: string) => {
  let at = new Date(iso);
  return { now: () => at, set: (next: string) => (at = new Date(next)) };
};

describe('createClientHasher', () => {
  it('gives a client one key all day, the same for its IPv6 /64, and never the address', async () => {
    const time = clock('2026-11-25T08:00:00Z');
    const hasher = createClientHasher(async () => randomBytes(32), time.now);
    const key = await hasher.key('203.0.113.9');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain('203');
    time.set('2026-11-25T23:59:59Z');
    expect(await hasher.key('203.0.113.9')).toBe(key);
    expect(await hasher.key('203.0.113.10')).not.toBe(key);
    expect(await hasher.key('2001:db8:1:2::1')).toBe(await hasher.key('2001:db8:1:2:ffff::9'));
    expect(await hasher.key('2001:db8:1:2::1')).not.toBe(await hasher.key('2001:db8:1:3::1'));
  });

  it('asks for the salt once per UTC day, and the next day gives other keys', async () => {
    const time = clock('2026-11-25T10:00:00Z');
    const loadSalt = vi.fn(async () => randomBytes(32));
    const hasher = createClientHasher(loadSalt, time.now);
    const keys = await Promise.all([1, 2, 3].map(() => hasher.key('198.51.100.4')));
    expect(new Set(keys).size).toBe(1);
    expect(loadSalt).toHaveBeenCalledTimes(1);
    expect(loadSalt).toHaveBeenCalledWith('2026-11-25');
    time.set('2026-11-26T00:00:01Z');
    expect(await hasher.key('198.51.100.4')).not.toBe(keys[0]);
    expect(loadSalt).toHaveBeenLastCalledWith('2026-11-26');
    expect(loadSalt).toHaveBeenCalledTimes(2);
  });

  it('uses a salt of its own while the shared one cannot be read, and asks again later', async () => {
    const time = clock('2026-11-25T10:00:00Z');
    const shared = randomBytes(32);
    const loadSalt = vi.fn().mockRejectedValueOnce(new Error('database away'));
    loadSalt.mockResolvedValue(shared);
    const hasher = createClientHasher(loadSalt, time.now);
    const fallback = await hasher.key('198.51.100.4');
    expect(await hasher.key('198.51.100.4')).toBe(fallback);
    expect(loadSalt).toHaveBeenCalledTimes(1);
    time.set(new Date(Date.parse('2026-11-25T10:00:00Z') + SALT_RETRY_MS).toISOString());
    const recovered = await hasher.key('198.51.100.4');
    expect(loadSalt).toHaveBeenCalledTimes(2);
    expect(recovered).not.toBe(fallback);
    expect(await createClientHasher(async () => shared, time.now).key('198.51.100.4')).toBe(
      recovered,
    );
  });

  it('answers from its cache the same key as a fresh hasher, before and after the cache fills', async () => {
    const time = clock('2026-11-25T10:00:00Z');
    const salt = randomBytes(32);
    const hasher = createClientHasher(async () => salt, time.now);
    const fresh = () => createClientHasher(async () => salt, time.now);
    const first = await hasher.key('198.51.100.4');
    expect(await hasher.key('198.51.100.4')).toBe(first);
    for (let i = 0; i <= KEY_CACHE_SIZE; i++)
      await hasher.key(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(await hasher.key('198.51.100.4')).toBe(first);
    expect(await hasher.key('10.0.1.2')).toBe(await fresh().key('10.0.1.2'));
    expect(await fresh().key('198.51.100.4')).toBe(first);
  });
});
