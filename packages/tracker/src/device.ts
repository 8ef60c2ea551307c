/** The device class of SPEC section 9, by the window's width in CSS pixels. */
import type { DeviceType } from '@leadline/domain/wire';

export function deviceTypeOf(width: number): DeviceType {
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}
