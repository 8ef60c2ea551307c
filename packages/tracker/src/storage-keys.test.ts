import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker } from './tracker';
import { TRACKER_STORAGE_KEYS } from './storage-keys';
import { mockNetwork, settle } from './test/browser';

const keysIn = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index));

/** The rows of ARCHITECTURE.md's "What it stores in the browser" table: [key, storage]. */
function documentedKeys(): string[][] {
  const doc = readFileSync(path.join(import.meta.dirname, '../ARCHITECTURE.md'), 'utf8');
  const section = doc.split('## What it stores in the browser')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `[^`]+` \|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim().replace(/`/g, '')),
    );
}

describe('the storage keys', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
    localStorage.clear();
    sessionStorage.clear();
    mockNetwork();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are exactly what a tracker writes, each in its storage', async () => {
    const tracker = createTracker({ endpoint: 'https://leads.example.com' });
    tracker.trackPageView();
    vi.advanceTimersByTime(310_000);
    await settle();
    tracker.stop();
    const written = [
      ...keysIn(localStorage).map((key) => [key, 'localStorage']),
      ...keysIn(sessionStorage).map((key) => [key, 'sessionStorage']),
    ];
    const defined = TRACKER_STORAGE_KEYS.map(({ key, storage }) => [key, storage]);
    expect(written.sort()).toEqual(defined.sort());
  });

  it('are the ones ARCHITECTURE.md lists', () => {
    const defined = TRACKER_STORAGE_KEYS.map(({ key, storage }) => [key, storage]);
    expect(documentedKeys()).toEqual(defined);
  });

  it('each say what they hold, why, and for how long', () => {
    for (const entry of TRACKER_STORAGE_KEYS) {
      expect(entry.key).toMatch(/^leadline_/);
      expect([entry.holds, entry.purpose, entry.kept].every((text) => text.length > 10)).toBe(true);
    }
  });
});
