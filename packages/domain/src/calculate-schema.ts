import { array, number, object, string, type InferType } from 'yup';
import { catalogueIds, totalCostOf, type Catalogue } from './features';
import { LIMITS } from './limits';
import { honeypot, optionalText, requiredEmail, sessionId } from './fields';

export const TOTAL_COST_MISMATCH = 'totalCost does not match the selected features';

/**
 * POST /api/calculate against the site's catalogue. The total is recomputed here: a client can only
 * confirm it, never set it.
 */
export function calculateSchemaFor(catalogue: Catalogue) {
  const ids = catalogueIds(catalogue);
  const known = (id: unknown): id is string => typeof id === 'string' && ids.includes(id);
  return object({
    name: optionalText(LIMITS.name, 'Name'),
    email: requiredEmail(),
    selectedFeatures: array()
      .of(
        string()
          .required()
          .oneOf(ids, ({ value }) => `Unknown feature: ${String(value)}.`),
      )
      .required('Please select at least one feature.')
      .min(1, 'Please select at least one feature.')
      .test(
        'unique',
        'Each feature can be selected only once.',
        (selected) => !selected || new Set(selected).size === selected.length,
      ),
    totalCost: number()
      .typeError('totalCost must be a number.')
      .required('totalCost is required.')
      .integer('totalCost must be a whole number of dollars.')
      .min(0, 'totalCost cannot be negative.')
      .test('matches-catalogue', TOTAL_COST_MISMATCH, function (total) {
        const selected = this.parent.selectedFeatures as unknown;
        // An empty, unknown or repeated selection is reported on selectedFeatures, once.
        if (!Array.isArray(selected) || selected.length === 0) return true;
        if (!selected.every(known) || new Set(selected).size !== selected.length) return true;
        return total === totalCostOf(catalogue, selected);
      }),
    sessionId: sessionId().optional(),
    website: honeypot(),
  });
}

export type CalculateSchema = ReturnType<typeof calculateSchemaFor>;
export type CalculateInput = InferType<CalculateSchema>;
