import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns, propertySeed } from './property-runs';

describe('the property tests’ seed', () => {
  it("is today's UTC date unless FC_SEED names one", () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(propertySeed({}, now)).toBe(20261127);
    expect(propertySeed({ FC_SEED: '' }, now)).toBe(20261127);
    expect(propertySeed({ FC_SEED: ' -42 ' }, now)).toBe(-42);
    expect(() => propertySeed({ FC_SEED: 'x' }, now)).toThrow('FC_SEED must be an integer, not x');
  });

  it('is the one every fast-check run of this file starts from', () => {
    expect(fc.readConfigureGlobal().seed).toBe(propertySeed());
    const draw = () => fc.sample(fc.integer(), 3);
    expect(draw()).toEqual(draw());
  });
});

describe('the number of cases of a property', () => {
  it('is the quick one, the deep one under FUZZ=1, or HOSTILE_RUNS', () => {
    expect(propertyRuns(100, 1000, {})).toBe(100);
    expect(propertyRuns(100, 1000, { FUZZ: '1' })).toBe(1000);
    expect(propertyRuns(100, 1000, { FUZZ: '1', HOSTILE_RUNS: '7' })).toBe(7);
  });
});
