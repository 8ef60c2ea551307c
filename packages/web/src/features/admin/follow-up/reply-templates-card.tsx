/** Settings: the owner's reply templates, with the variables the composer fills in. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  parseReplyTemplates,
  REPLY_LIMITS,
  REPLY_VARIABLE_LABELS,
  REPLY_VARIABLES,
  type ReplyTemplate,
  type ReplyTemplatesSetting,
} from '@leadline/domain';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { InputField, TextareaField } from '../../../components/ui/field';
import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { HttpError } from '../../../lib/http';
import { followUpKeys, replyTemplatesQuery, saveReplyTemplates } from './api';

export function ReplyTemplatesCard() {
  const { data, isPending, isError } = useQuery(replyTemplatesQuery());
  return (
    <Card className="max-w-2xl space-y-4">
      <div>
        <h2 className="text-xl font-semibold">Reply templates</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Offered when you reply from a person&apos;s record, filled in there and editable before
          you send.
        </p>
      </div>
      <details className="rounded-md bg-muted px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium">Variables you can use</summary>
        <dl className="mt-2 space-y-1">
          {REPLY_VARIABLES.map((variable) => (
            <div key={variable} className="flex flex-wrap gap-x-2">
              <dt>
                <code>{`{{${variable}}}`}</code>
              </dt>
              <dd className="text-muted-foreground">{REPLY_VARIABLE_LABELS[variable]}</dd>
            </div>
          ))}
        </dl>
      </details>
      {isPending ? (
        <Loading>Loading templates...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load the reply templates" />
      ) : (
        // Keyed: a save elsewhere starts the form again from what is saved.
        <TemplatesForm key={JSON.stringify(data)} saved={data} />
      )}
    </Card>
  );
}

function TemplatesForm({ saved }: { saved: ReplyTemplatesSetting }) {
  const client = useQueryClient();
  const [templates, setTemplates] = useState<ReplyTemplate[]>(saved.templates);
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveReplyTemplates,
    onSuccess: (answer) => client.setQueryData(followUpKeys.templates(), answer),
  });
  const edit = (index: number, change: Partial<ReplyTemplate>) =>
    setTemplates((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseReplyTemplates({ templates });
    if ('fields' in parsed) {
      setFields(parsed.fields);
      return;
    }
    setFields({});
    save.mutate(parsed.value.templates, {
      onSuccess: () => toast({ title: 'Reply templates saved' }),
      onError: (error) => {
        if (error instanceof HttpError) setFields(error.fieldErrors);
        toast({
          title: 'Failed to save the templates',
          description: error instanceof HttpError ? error.serverMessage : error.message,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {templates.length === 0 && <p className="text-muted-foreground">No templates.</p>}
      {templates.map((template, index) => (
        <fieldset key={template.id} className="min-w-0 space-y-3 rounded-lg border p-3">
          <legend className="px-1 text-sm font-medium">Template {index + 1}</legend>
          <InputField
            label="Name"
            value={template.name}
            maxLength={REPLY_LIMITS.templateName}
            error={fields[`templates.${index}.name`]}
            onChange={(event) => edit(index, { name: event.target.value })}
          />
          <InputField
            label="Subject"
            value={template.subject}
            maxLength={REPLY_LIMITS.subject}
            error={fields[`templates.${index}.subject`]}
            onChange={(event) => edit(index, { subject: event.target.value })}
          />
          <TextareaField
            label="Text"
            rows={6}
            value={template.body}
            error={fields[`templates.${index}.body`]}
            onChange={(event) => edit(index, { body: event.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setTemplates((list) => list.filter((_, i) => i !== index))}
          >
            Remove template<span className="sr-only"> {template.name || index + 1}</span>
          </Button>
        </fieldset>
      ))}
      {(fields.templates ?? fields.body) && (
        <p className="text-sm text-destructive" role="alert">
          {fields.templates ?? fields.body}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={templates.length >= REPLY_LIMITS.templates}
          onClick={() =>
            setTemplates((list) => [
              ...list,
              { id: `t-${Date.now().toString(36)}`, name: '', subject: '', body: '' },
            ])
          }
        >
          Add Template
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Templates'}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {saved.source === 'default'
          ? 'These are the defaults, until you save your own.'
          : 'Saved: offered in the reply composer now.'}
      </p>
    </form>
  );
}
