import { describe, expect, it } from 'vitest';
import { bandReached, secondsBetween } from './timeline-rules';

describe('bandReached', () => {
  it('names the band a score climbs into', () => {
    expect(bandReached(20, 25)).toBe('engaged');
    expect(bandReached(45, 55)).toBe('warm');
    expect(bandReached(70, 75)).toBe('hot');
    expect(bandReached(40, 80)).toBe('hot');
  });

  it('is null inside a band, in the cold band, or when the score does not rise', () => {
    expect(bandReached(50, 60)).toBeNull();
    expect(bandReached(0, 24)).toBeNull();
    expect(bandReached(75, 75)).toBeNull();
    expect(bandReached(80, 60)).toBeNull();
  });
});

describe('secondsBetween', () => {
  it('counts whole seconds, never below 0', () => {
    expect(secondsBetween('2026-01-05T10:00:00Z', '2026-01-05T10:02:05.400Z')).toBe(125);
    expect(secondsBetween('2026-01-05T10:00:10Z', '2026-01-05T10:00:00Z')).toBe(0);
  });
});
