/**
 * The person record's "Reply" button and its composer: a template (filled with the person's values,
 * editable before sending), a subject and a message, sent through the outbox.
 */
import { useQuery } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fillTemplate, replyValues, variablesLeft } from '@leadline/domain';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField, TextareaField } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { HttpError } from '../../../lib/http';
import { SITE } from '../../../site-config';
import type { PersonDetails } from '../people/api';
import { replyTemplatesQuery, useSendReply } from './api';

const FROM_SCRATCH = 'none';

function useTemplateValues(record: PersonDetails) {
  return replyValues({
    name: record.person.name,
    email: record.person.email,
    // The newest first: the person's latest estimate.
    estimateTotal: record.calculatorLeads[0]?.totalCost ?? null,
    bookingLink: `${typeof window === 'undefined' ? '' : window.location.origin}/book`,
    siteName: SITE.name,
  });
}

export function ReplyButton({ record }: { record: PersonDetails }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <MailIcon className="h-4 w-4" aria-hidden />
        Reply
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Reply to ${record.person.name ?? record.person.email}`}
        description={`To ${record.person.email}, with your address to answer to.`}
      >
        <ReplyForm record={record} onSent={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ReplyForm({ record, onSent }: { record: PersonDetails; onSent: () => void }) {
  const templates = useQuery(replyTemplatesQuery());
  const values = useTemplateValues(record);
  const send = useSendReply(record.person.id);
  const [template, setTemplate] = useState(FROM_SCRATCH);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const fields = send.error instanceof HttpError ? send.error.fieldErrors : {};
  const left = variablesLeft(`${subject}\n${body}`);

  const choose = (id: string) => {
    setTemplate(id);
    const chosen = templates.data?.templates.find((item) => item.id === id);
    if (!chosen) return;
    setSubject(fillTemplate(chosen.subject, values));
    setBody(fillTemplate(chosen.body, values));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { subject, body },
      {
        onSuccess: (sent) => {
          toast({
            title: 'Reply queued',
            description: `To ${sent.to}: it is in the Outbox and on the timeline.`,
          });
          onSent();
        },
        onError: (error) =>
          toast({
            title: 'Failed to send the reply',
            description: error instanceof HttpError ? error.serverMessage : error.message,
            variant: 'destructive',
          }),
      },
    );
  };

  const options = [
    { value: FROM_SCRATCH, label: 'No template' },
    ...(templates.data?.templates ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <span className="block text-sm font-medium" aria-hidden>
          Template
        </span>
        <Select
          label="Template"
          value={template}
          options={options}
          onChange={choose}
          disabled={templates.isPending}
          className="w-full"
        />
      </div>
      <InputField
        label="Subject"
        value={subject}
        maxLength={200}
        required
        error={fields.subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextareaField
        label="Message"
        rows={10}
        value={body}
        required
        error={fields.body}
        onChange={(event) => setBody(event.target.value)}
      />
      {left.length > 0 && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" role="status">
          Still to fill in: {left.join(', ')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" disabled={send.isPending || !subject.trim() || !body.trim()}>
          {send.isPending ? 'Sending...' : 'Send Reply'}
        </Button>
      </div>
    </form>
  );
}
