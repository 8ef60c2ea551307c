import { WEBHOOK_EVENTS, type WebhookEvent } from '@leadline/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import type { EndpointInput } from './api';

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

/** The URL, the events and a note for one endpoint; the server checks the URL (no private hosts). */
export function EndpointForm({ initial, submitLabel, pending, errors, onSubmit, onCancel }: Props) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(initial?.events ?? [...WEBHOOK_EVENTS]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ url: url.trim(), events, description: description.trim() || null });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <InputField
        label="Endpoint URL"
        type="url"
        required
        placeholder="https://hooks.example.com/leadline"
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
