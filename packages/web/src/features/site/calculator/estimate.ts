/** The calculator's rules, apart from React: selection, total, the checks before sending, the request. */
import { calculateSchemaFor, totalCostOf } from '@leadline/domain';
import { catalogue } from 'virtual:site/catalogue';
import { checkSchema, type FieldErrors } from '../../../lib/schema-errors';
import type { ToastInput } from '../../../components/toasts/toast-store';
import type { EstimateRequest } from './api';

/** The site's catalogue (calculator.yaml): what the page offers, and the server's own check. */
export { catalogue };
const calculateSchema = calculateSchemaFor(catalogue);

/** Adds or removes a feature; the selection stays in catalogue order. */
export function toggleFeature(selected: readonly string[], id: string): string[] {
  const picked = new Set(selected);
  if (picked.has(id)) picked.delete(id);
  else picked.add(id);
  return catalogue.map((feature) => feature.id).filter((featureId) => picked.has(featureId));
}

/** What the page shows as the total; the server computes its own from the same catalogue. */
export const estimateTotal = (selected: readonly string[]): number =>
  totalCostOf(catalogue, selected);

export const featureCount = (count: number) => `${count} feature${count === 1 ? '' : 's'} selected`;

export const EMAIL_REQUIRED: ToastInput = {
  variant: 'destructive',
  title: 'Email Required',
  description: 'Please enter your email address.',
};

export const NO_FEATURES: ToastInput = {
  variant: 'destructive',
  title: 'No Features Selected',
  description: 'Please select at least one feature.',
};

export const SUBMIT_FAILED: ToastInput = {
  variant: 'destructive',
  title: 'Error',
  description: 'Failed to submit estimate. Please try again.',
};

export interface EstimateForm {
  name: string;
  email: string;
  selected: readonly string[];
  sessionId?: string | undefined;
}

export type EstimateCheck =
  | { ok: true; request: EstimateRequest }
  | { ok: false; problem: 'email' | 'features'; toast: ToastInput }
  | { ok: false; problem: 'fields'; errors: FieldErrors };

/**
 * The checks before sending, in the spec's order: an e-mail first, then at least one feature, then the
 * server's own schema (a malformed address, a name too long). The name is left out when empty.
 */
export function checkEstimate({ name, email, selected, sessionId }: EstimateForm): EstimateCheck {
  if (email.trim() === '') return { ok: false, problem: 'email', toast: EMAIL_REQUIRED };
  if (selected.length === 0) return { ok: false, problem: 'features', toast: NO_FEATURES };
  const request: EstimateRequest = {
    ...(name.trim() === '' ? {} : { name: name.trim() }),
    email: email.trim(),
    selectedFeatures: [...selected],
    totalCost: estimateTotal(selected),
    ...(sessionId ? { sessionId } : {}),
  };
  const checked = checkSchema(calculateSchema, request);
  if (!checked.ok) return { ok: false, problem: 'fields', errors: checked.errors };
  // The request as typed, with the schema's cleaning (a lower-cased address).
  return { ok: true, request: { ...request, email: checked.value.email } };
}
