import { expect, it } from 'vitest';
import { deviceTypeOf } from './device';

it.each([
  [320, 'mobile'],
  [767, 'mobile'],
  [768, 'tablet'],
  [1023, 'tablet'],
  [1024, 'desktop'],
  [2560, 'desktop'],
])('a window %i px wide is %s', (width, device) => {
  expect(deviceTypeOf(width)).toBe(device);
});
