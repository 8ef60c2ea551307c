import { useAppNavigate } from '../../../lib/app-navigate';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { HttpError } from '../../../lib/http';
import type { FieldErrors } from '../../../lib/schema-errors';
import { toast } from '../../../components/toasts/toast-store';
import { trackEvent, trackedSessionId } from '../tracking/tracker';
import { submitEstimate, type EstimateRequest } from './api';
import { checkEstimate, estimateTotal, SUBMIT_FAILED, toggleFeature } from './estimate';

/**
 * How a submit went: sent, stopped for want of features, or stopped at a field (an e-mail missing or
 * malformed, a name too long), the one to focus.
 */
export type SubmitOutcome = 'sent' | 'features' | 'email' | 'name';

/** The calculator's state: the selection and its total, the contact fields, and the submit. */
export function useEstimate() {
  const navigate = useAppNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const started = useRef(false);

  const send = useMutation({
    mutationFn: submitEstimate,
    onSuccess: async ({ totalCost }, request: EstimateRequest) => {
      trackEvent('CALCULATOR_SUBMITTED', {
        metadata: { features: request.selectedFeatures, totalCost },
      });
      // Awaited, so the button reads 'Processing...' until the thank-you page is there.
      await navigate(`/thank-you?cost=${totalCost}`);
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 400) setErrors(error.fieldErrors);
      toast(SUBMIT_FAILED);
    },
  });

  const toggle = (id: string) => {
    const selecting = !selected.includes(id);
    setSelected(toggleFeature(selected, id));
    if (!selecting) return;
    if (!started.current) {
      started.current = true;
      trackEvent('CALCULATOR_STARTED');
    }
    trackEvent('CALCULATOR_FEATURE_SELECTED', { metadata: { featureId: id } });
  };

  const submit = (): SubmitOutcome => {
    if (send.isPending) return 'sent';
    const checked = checkEstimate({ name, email, selected, sessionId: trackedSessionId() });
    if (!checked.ok) {
      if (checked.problem !== 'fields') {
        toast(checked.toast);
        return checked.problem;
      }
      setErrors(checked.errors);
      return checked.errors.email ? 'email' : 'name';
    }
    setErrors({});
    send.mutate(checked.request);
    return 'sent';
  };

  return {
    selected,
    total: estimateTotal(selected),
    toggle,
    name,
    setName: (value: string) => {
      setName(value);
      setErrors(({ name: _, ...rest }) => rest);
    },
    email,
    setEmail: (value: string) => {
      setEmail(value);
      setErrors(({ email: _, ...rest }) => rest);
    },
    errors,
    submit,
    pending: send.isPending,
  };
}

export type Estimate = ReturnType<typeof useEstimate>;
