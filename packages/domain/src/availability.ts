/**
 * Availability: the month the owner is booking and the slots left, shown by the home page's banner,
 * the calculator and the estimate mail. The owner sets it in the admin (Settings); until then the
 * site's own value applies. Held as "YYYY-MM", worded in English in availability-text.ts only. This
 * module is its schema (the admin's PUT and form, site.yaml's `availability`).
 */
import { z } from 'zod';
import { MAX_SLOTS_LEFT, MONTH_PATTERN, type Availability } from './availability-text';

// zod compiles object schemas with `new Function` (tried when a schema is made) unless told not to:
// the admin's pages forbid eval (Content-Security-Policy), and no object here is big enough for it
// to matter. Before any schema of this package is made.
z.config({ jitless: true });

const MONTH_MESSAGE = 'month must be a month written YYYY-MM, such as 2026-01 (years 2000-2099).';
const SLOTS_MESSAGE = `slotsLeft must be a whole number from 0 to ${MAX_SLOTS_LEFT}.`;

/** PUT /api/admin/settings/availability, and the admin's form before it sends. */
export const availabilitySchema = z.strictObject(
  {
    month: z.string({ error: MONTH_MESSAGE }).regex(MONTH_PATTERN, MONTH_MESSAGE),
    slotsLeft: z
      .int({ error: SLOTS_MESSAGE })
      .min(0, SLOTS_MESSAGE)
      .max(MAX_SLOTS_LEFT, SLOTS_MESSAGE),
  },
  { error: 'The body must be a JSON object: { "month": "2026-01", "slotsLeft": 1 }.' },
);

// The schema's output is the Availability the rest of the code reads.
availabilitySchema satisfies z.ZodType<Availability>;

/** The input as an availability, or one message per field (`body` for the input as a whole). */
export function parseAvailability(
  raw: unknown,
): { value: Availability } | { fields: Record<string, string> } {
  const parsed = availabilitySchema.safeParse(raw);
  if (parsed.success) return { value: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const many = issue.keys.length > 1;
      fields.body ??= `Unknown field${many ? 's' : ''}: ${issue.keys.join(', ')}.`;
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return { fields };
}
