import { CONTACT_STATUSES, LEAD_STATUSES, lineItemNames, statusLabel } from '@leadline/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatDay, formatDollars } from '../../../lib/format';
import { StatusSelect } from '../submissions/status-select';
import type { PersonDetails } from './api';

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">
        {title} <span className="text-muted-foreground">({count})</span>
      </h3>
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

const itemClass = 'space-y-2 rounded-lg border p-3';

/** Every calculator lead, contact message, questionnaire and hot lead of the person. */
export function PersonRecords({ record }: { record: PersonDetails }) {
  const { calculatorLeads, contacts, questionnaires, hotLeads } = record;
  return (
    <div className="space-y-6">
      <Section title="Calculator leads" count={calculatorLeads.length}>
        {calculatorLeads.map((lead) => (
          <li key={lead.id} className={itemClass}>
            <p className="font-medium">
              {formatDollars(lead.totalCost)} · {formatDay(lead.createdAt)}
            </p>
            <p className="text-sm text-muted-foreground">
              {lineItemNames(lead.lineItems).join(', ')}
            </p>
            <StatusSelect
              kind="leads"
              id={lead.id}
              email={`the lead of ${formatDay(lead.createdAt)}`}
              status={lead.status}
              statuses={LEAD_STATUSES}
            />
          </li>
        ))}
      </Section>
      <Section title="Contact messages" count={contacts.length}>
        {contacts.map((contact) => (
          <li key={contact.id} className={itemClass}>
            <p className="text-sm text-muted-foreground">{formatDay(contact.createdAt)}</p>
            <p className="break-words whitespace-pre-wrap">{contact.message}</p>
            <StatusSelect
              kind="contacts"
              id={contact.id}
              email={`the message of ${formatDay(contact.createdAt)}`}
              status={contact.status}
              statuses={CONTACT_STATUSES}
            />
          </li>
        ))}
      </Section>
      <Section title="Questionnaires" count={questionnaires.length}>
        {questionnaires.map((submission) => (
          <li key={submission.id} className={itemClass}>
            <p className="font-medium">
              {submission.completedSteps} of {submission.totalSteps} steps ·{' '}
              {formatDay(submission.createdAt)}
            </p>
            <Badge className="bg-muted text-foreground">{statusLabel(submission.status)}</Badge>
          </li>
        ))}
      </Section>
      <Section title="Hot leads" count={hotLeads.length}>
        {hotLeads.map((hot) => (
          <li key={hot.id} className={itemClass}>
            <p className="font-medium">
              Score {hot.score} · {formatDay(hot.createdAt)}
            </p>
            <Badge className="bg-muted text-foreground">
              {hot.contacted ? 'Contacted' : 'Not contacted yet'}
            </Badge>
          </li>
        ))}
      </Section>
      {record.newsletter && (
        <p className="text-sm">
          Newsletter: <strong>{statusLabel(record.newsletter.status)}</strong> since{' '}
          {formatDay(record.newsletter.confirmedAt ?? record.newsletter.createdAt)}
        </p>
      )}
    </div>
  );
}
