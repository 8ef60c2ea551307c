import { array, number, object, string, type InferType } from 'yup';
import { FEATURE_IDS, totalCostOf } from './features';
import { LIMITS } from './limits';
import { honeypot, optionalText, requiredEmail, sessionId } from './fields';

export const TOTAL_COST_MISMATCH = 'totalCost does not match the selected features';

/** POST /api/calculate. The total is recomputed here: a client can only confirm it, never set it. */
export const calculateSchema = object({
  name: optionalText(LIMITS.name, 'Name'),
  email: requiredEmail(),
  selectedFeatures: array()
    .of(
      string()
        .required()
        .oneOf(FEATURE_IDS, ({ value }) => `Unknown feature: ${String(value)}.`),
    )
    .required('Please select at least one feature.')
    .min(1, 'Please select at least one feature.')
    .test(
      'unique',
      'Each feature can be selected only once.',
      (ids) => !ids || new Set(ids).size === ids.length,
    ),
  totalCost: number()
    .typeError('totalCost must be a number.')
    .required('totalCost is required.')
    .integer('totalCost must be a whole number of dollars.')
    .min(0, 'totalCost cannot be negative.')
    .test('matches-catalogue', TOTAL_COST_MISMATCH, function (total) {
      const ids = this.parent.selectedFeatures as unknown;
      if (!Array.isArray(ids) || ids.length === 0) return true; // reported on selectedFeatures
      if (
        !ids.every(
          (id): id is string => typeof id === 'string' && FEATURE_IDS.includes(id as never),
        )
      )
        return true;
      if (new Set(ids).size !== ids.length) return true;
      return total === totalCostOf(ids);
    }),
  sessionId: sessionId().optional(),
  website: honeypot(),
});

export type CalculateInput = InferType<typeof calculateSchema>;
