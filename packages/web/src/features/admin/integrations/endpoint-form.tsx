import {
  WEBHOOK_EVENTS,
  WEBHOOK_FORMATS,
  type WebhookEvent,
  type WebhookFormat,
} from '@leadline/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import type { EndpointInput } from './api';
import { FORMAT_HELP } from './formats';

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': 'A calculator lead is created',
  'contact.created': 'A contact message arrives',
  'workflow.completed': 'A questionnaire is finished',
  'hot_lead.created': 'A visitor becomes a hot lead',
  'email.captured': 'The popup or exit offer captures an e-mail',
};

interface Props {
  initial?: EndpointInput;
  submitLabel: string;
  pending: boolean;
  errors: Record<string, string>;
  onSubmit: (input: EndpointInput) => void;
  onCancel: () => void;
}

/**
 * The format, URL, events and a note for one endpoint; the server checks the URL (no private
 * hosts).
 */
export function EndpointForm({ initial, submitLabel, pending, errors, onSubmit, onCancel }: Props) {
  const [format, setFormat] = useState<WebhookFormat>(initial?.format ?? 'standard');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(initial?.events ?? [...WEBHOOK_EVENTS]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ url: url.trim(), events, format, description: description.trim() || null });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormatChoice value={format} onChange={setFormat} error={errors.format} />
      <InputField
        label="Endpoint URL"
        type="url"
        required
        placeholder={FORMAT_HELP[format].placeholder}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
      />
      <InputField
        label="Description (optional)"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <fieldset aria-describedby={errors.events ? 'events-error' : undefined}>
        <legend className="text-sm font-medium">Events</legend>
        <div className="mt-2 space-y-2">
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4"
                checked={events.includes(name)}
                onChange={(event) =>
                  setEvents((current) =>
                    event.target.checked
                      ? WEBHOOK_EVENTS.filter((e) => e === name || current.includes(e))
                      : current.filter((e) => e !== name),
                  )
                }
              />
              <span>
                <code className="font-mono">{name}</code>
                <span className="block text-muted-foreground">{EVENT_LABELS[name]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id="events-error" className="mt-1 text-sm text-destructive">
            {errors.events}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The formats by name; under them, where the chosen one's URL comes from. */
function FormatChoice({
  value,
  onChange,
  error,
}: {
  value: WebhookFormat;
  onChange: (format: WebhookFormat) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].join(' ').trim()}>
      <legend className="text-sm font-medium">Format</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {WEBHOOK_FORMATS.map((name) => (
          <label
            key={name}
            className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted"
          >
            <input
              type="radio"
              name={`${id}-format`}
              value={name}
              className="h-4 w-4"
              checked={value === name}
              onChange={() => onChange(name)}
            />
            {FORMAT_HELP[name].label}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted-foreground">
        {FORMAT_HELP[value].hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
