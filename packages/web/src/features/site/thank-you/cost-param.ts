/**
 * The ?cost= search parameter: a finite amount of 0 or more (the router has already parsed "6500" to a
 * number; a plain numeric string is accepted too), rounded to whole dollars; anything else is 0.
 */
export function parseCost(raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  return Math.round(value);
}
