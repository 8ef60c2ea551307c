import { contactSchema } from '@leadline/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField, TextareaField } from '../../../components/ui/field';
import { HttpError } from '../../../lib/http';
import { checkSchema, type FieldErrors } from '../../../lib/schema-errors';
import { toast } from '../../../components/toasts/toast-store';
import { trackEvent, trackedSessionId } from '../tracking/tracker';
import { sendContactMessage } from './api';

const EMPTY = { name: '', email: '', company: '', message: '' };
type Values = typeof EMPTY;
const FIELD_ORDER = ['name', 'email', 'company', 'message'] as const;

/** Name, e-mail, company and message, checked by the browser and by the server's schema. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const started = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = (fields: FieldErrors) => {
    const first = FIELD_ORDER.find((field) => fields[field]);
    const element = first && form.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      trackEvent('CONTACT_FORM_SUBMITTED');
      setValues(EMPTY);
      setErrors({});
      toast({ title: 'Message Sent!', description: "I'll get back to you within 24 hours." });
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 400) {
        setErrors(error.fieldErrors);
        focusFirstError(error.fieldErrors);
      }
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to send message. Please try emailing directly.',
      });
    },
  });

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkSchema(contactSchema, { ...values, sessionId: trackedSessionId() });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    send.mutate(checked.value);
  };

  return (
    <form ref={form} onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Name"
          name="name"
          required
          autoComplete="name"
          placeholder="Jane Smith"
          value={values.name}
          onChange={(event) => change('name')(event.target.value)}
          onFocus={() => {
            if (started.current) return;
            started.current = true;
            trackEvent('CONTACT_FORM_STARTED');
          }}
          error={errors.name}
        />
        <InputField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="jane@company.com"
          value={values.email}
          onChange={(event) => change('email')(event.target.value)}
          error={errors.email}
        />
      </div>
      <InputField
        label="Company (Optional)"
        name="company"
        autoComplete="organization"
        placeholder="Acme Inc."
        value={values.company}
        onChange={(event) => change('company')(event.target.value)}
        error={errors.company}
      />
      <TextareaField
        label="Message"
        name="message"
        required
        rows={6}
        placeholder="Tell me about your project, your current tools and what you'd like to change."
        value={values.message}
        onChange={(event) => change('message')(event.target.value)}
        error={errors.message}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
