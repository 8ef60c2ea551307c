import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelaySeconds } from './jobs';

describe('retry schedule', () => {
  it('retries first within 30 s, then backs off to about a day in all', () => {
    const first = [0, 0.5, 1].map((r) => retryDelaySeconds(1, 15, () => r));
    expect(Math.max(...first)).toBeLessThanOrEqual(30);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(12);
    const delays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) =>
      retryDelaySeconds(i + 1, 15, () => 1),
    );
    for (let i = 1; i < delays.length; i++)
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total / 3600).toBeGreaterThan(12);
    expect(total / 3600).toBeLessThan(30);
  });
});
