import { LIMITS } from '@leadline/domain';
import type { FormEvent, Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField, TextareaField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/schema-errors';

export const EMPTY_DETAILS = { name: '', email: '', note: '' };
export type BookingDetails = typeof EMPTY_DETAILS;
const FIELD_ORDER = ['name', 'email', 'note'] as const;

interface BookingFormProps {
  values: BookingDetails;
  onChange: (field: keyof BookingDetails, value: string) => void;
  errors: FieldErrors;
  /** A message about the request as a whole (not one field). */
  problem?: string;
  pending: boolean;
  onSubmit: () => void;
  /** The form element, for focusing the first field with an error. */
  formRef?: Ref<HTMLFormElement>;
}

/** Focuses the first field of `form` that has a message in `errors`. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = FIELD_ORDER.find((field) => errors[field]);
  const element = first && form?.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

/** Name, e-mail and an optional note: who the invitation goes to. */
export function BookingForm({
  values,
  onChange,
  errors,
  problem,
  pending,
  onSubmit,
  formRef,
}: BookingFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form ref={formRef} onSubmit={submit} className="space-y-5" aria-label="Your details">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Name"
          name="name"
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          placeholder="Jane Smith"
          value={values.name}
          onChange={(event) => onChange('name', event.target.value)}
          error={errors.name}
        />
        <InputField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          placeholder="jane@company.com"
          value={values.email}
          onChange={(event) => onChange('email', event.target.value)}
          error={errors.email}
        />
      </div>
      <TextareaField
        label="Note (optional)"
        name="note"
        rows={4}
        maxLength={LIMITS.message}
        placeholder="What would you like to talk about?"
        value={values.note}
        onChange={(event) => onChange('note', event.target.value)}
        error={errors.note}
      />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? 'Booking...' : 'Book the call'}
      </Button>
    </form>
  );
}
