import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { HttpError } from '../../../lib/http';
import { toast } from '../../../components/toasts/toast-store';
import {
  createEndpoint,
  endpointsQuery,
  updateEndpoint,
  webhookKeys,
  type Endpoint,
  type EndpointInput,
} from './api';
import { DeliveriesDialog } from './deliveries-dialog';
import { EndpointCard } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { SecretDialog } from './secret-dialog';

/** /admin/integrations: webhook endpoints, as signed Standard Webhooks or chat and push alerts. */
export function IntegrationsPage() {
  const { data, isPending, isError } = useQuery(endpointsQuery());
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const [log, setLog] = useState<Endpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Integrations</h1>
          <p className="text-muted-foreground">
            Send leads to your CRM or automation tool (signed webhooks), or as alerts to Slack,
            Discord or your phone (ntfy), the moment they arrive
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon className="h-4 w-4" aria-hidden />
          Add endpoint
        </Button>
      </header>
      {isPending ? (
        <Loading>Loading endpoints...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load the integrations" />
      ) : data.items.length === 0 ? (
        <Card className="py-12 text-center">
          <h2 className="text-xl font-semibold">No webhook endpoints yet</h2>
          <p className="mt-2 text-muted-foreground">
            Add one to receive lead.created, contact.created, workflow.completed, hot_lead.created
            and email.captured as they happen.
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Webhook endpoints">
          {data.items.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
              onLog={() => setLog(endpoint)}
              onSecret={setSecret}
            />
          ))}
        </ul>
      )}
      <EndpointDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => setSecret(created)}
      />
      <DeliveriesDialog record={log} onClose={() => setLog(null)} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}

function EndpointDialog({
  editing,
  onClose,
  onCreated,
}: {
  editing: Endpoint | 'new' | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (input: EndpointInput) => {
      if (editing === 'new') return { created: await createEndpoint(input) };
      if (editing) await updateEndpoint(editing.id, input);
      return { created: undefined };
    },
    onSuccess: ({ created }) => {
      void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
      onClose();
      // Only a signed webhook has a use for its secret: chat services ignore signatures.
      if (created?.format === 'standard') onCreated(created.secret);
      else toast({ title: created ? 'Endpoint added' : 'Endpoint saved' });
    },
  });
  const fields = save.error instanceof HttpError ? save.error.fieldErrors : {};
  const errors =
    save.error && Object.keys(fields).length === 0
      ? { url: save.error instanceof HttpError ? save.error.serverMessage : 'Please try again.' }
      : fields;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) {
          save.reset();
          onClose();
        }
      }}
      title={editing === 'new' ? 'Add a webhook endpoint' : 'Edit endpoint'}
      description="Leadline posts each chosen event to this URL, in the format you choose."
    >
      {editing !== null && (
        <EndpointForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? undefined : editing}
          submitLabel={editing === 'new' ? 'Add endpoint' : 'Save changes'}
          pending={save.isPending}
          errors={errors}
          onSubmit={(input) => save.mutate(input)}
          onCancel={() => {
            save.reset();
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
