/** A person's merged timeline, newest first: pure, from what record.ts has read. */
import {
  PIPELINE_STAGE_LABELS,
  isPipelineStage,
  lineItemNames,
  painPointLabel,
  reasonLabel,
  statusLabel,
  type PersonRecord,
  type PersonTimelineItem,
} from '@leadline/domain';

export interface VisitEvent {
  sessionId: string;
  eventType: string;
  label: string;
  page: string | null;
  points: number;
  at: Date;
}

export interface StatusChange {
  recordKind: string;
  recordId: string;
  fromStatus: string | null;
  toStatus: string;
  by: string | null;
  at: Date;
}

const RECORD_NAMES: Record<string, string> = {
  calculator_leads: 'Calculator lead',
  contact_messages: 'Contact message',
  workflow_submissions: 'Questionnaire',
  hot_leads: 'Hot lead',
  person: 'Stage',
};

/** A status as the timeline says it: a person's stage by its label ("Call booked"). */
const changeLabel = (kind: string, status: string) =>
  kind === 'person' && isPipelineStage(status)
    ? PIPELINE_STAGE_LABELS[status]
    : statusLabel(status);

const VIA = { popup: 'the hot-lead popup', exit_intent: 'the exit-intent offer' } as const;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** At most this many characters of a message on the timeline (the record shows it whole). */
export const EXCERPT_LENGTH = 280;
const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;

const time = (value: Date | string) => new Date(value).getTime();

export function buildTimeline(
  record: Omit<PersonRecord, 'timeline'>,
  { events, statusChanges }: { events: VisitEvent[]; statusChanges: StatusChange[] },
): PersonTimelineItem[] {
  const items: PersonTimelineItem[] = [];
  const eventsBySession = new Map<string, VisitEvent[]>();
  for (const event of events) {
    const list = eventsBySession.get(event.sessionId) ?? [];
    list.push(event);
    eventsBySession.set(event.sessionId, list);
  }
  for (const session of record.sessions) {
    const visitEvents = (eventsBySession.get(session.sessionId) ?? []).sort(
      (a, b) => time(a.at) - time(b.at),
    );
    items.push({
      type: 'visit',
      at: session.createdAt,
      sessionId: session.sessionId,
      score: session.score,
      source: session.source,
      deviceType: session.deviceType,
      events: visitEvents.map(({ at, label, page, points }) => ({ at, label, page, points })),
    });
  }
  for (const lead of record.calculatorLeads) {
    // The names the features had when the estimate was made.
    const features = lineItemNames(lead.lineItems);
    items.push({
      type: 'calculator',
      at: lead.createdAt,
      recordId: lead.id,
      title: `Calculator estimate of ${dollars(lead.totalCost)}`,
      detail: features.join(', '),
    });
  }
  for (const contact of record.contacts)
    items.push({
      type: 'contact',
      at: contact.createdAt,
      recordId: contact.id,
      title: 'Sent a contact message',
      detail: excerpt(contact.message),
    });
  for (const questionnaire of record.questionnaires) {
    const finished = questionnaire.completedSteps >= questionnaire.totalSteps;
    items.push({
      type: 'questionnaire',
      at: questionnaire.createdAt,
      recordId: questionnaire.id,
      title: finished
        ? 'Finished the workflow questionnaire'
        : `Started the workflow questionnaire (${questionnaire.completedSteps} of ${questionnaire.totalSteps} steps)`,
      detail: questionnaire.painPoint ? painPointLabel(questionnaire.painPoint) : null,
    });
  }
  for (const hot of record.hotLeads)
    items.push({
      type: 'hot_lead',
      at: hot.createdAt,
      recordId: hot.id,
      title: `Became a hot lead (score ${hot.score})`,
      detail: hot.qualificationReasons.map(reasonLabel).join(', ') || null,
    });
  for (const capture of record.captures)
    items.push({
      type: 'capture',
      at: capture.at,
      sessionId: capture.sessionId,
      title: `Gave their e-mail address in ${VIA[capture.via]}`,
    });
  const subscription = record.newsletter;
  if (subscription) {
    items.push({
      type: 'newsletter',
      at: subscription.createdAt,
      title: 'Signed up for the newsletter',
    });
    if (subscription.confirmedAt)
      items.push({
        type: 'newsletter',
        at: subscription.confirmedAt,
        title: 'Confirmed the newsletter subscription',
      });
    if (subscription.unsubscribedAt)
      items.push({
        type: 'newsletter',
        at: subscription.unsubscribedAt,
        title: 'Unsubscribed from the newsletter',
      });
  }
  for (const change of statusChanges)
    items.push({
      type: 'status',
      at: change.at,
      recordId: change.recordId,
      title: `${RECORD_NAMES[change.recordKind] ?? change.recordKind}: ${
        change.fromStatus ? `${changeLabel(change.recordKind, change.fromStatus)} → ` : ''
      }${changeLabel(change.recordKind, change.toStatus)}`,
      by: change.by,
    });
  for (const note of record.notes)
    items.push({
      type: 'note',
      at: note.createdAt,
      noteId: note.id,
      body: note.body,
      by: note.author,
    });
  for (const message of record.messages)
    items.push({
      type: 'message',
      at: message.sentAt ?? message.createdAt,
      messageId: message.id,
      title:
        message.kind === 'reply'
          ? `Reply: ${message.subject ?? ''}`
          : `E-mail: ${message.subject ?? message.kind}`,
      status: message.status,
      by: message.by ?? null,
    });
  for (const reminder of record.reminders ?? [])
    items.push({
      type: 'reminder',
      at: reminder.createdAt,
      reminderId: reminder.id,
      dueAt: reminder.dueAt,
      note: reminder.note,
      done: reminder.doneAt !== null,
      by: reminder.createdBy,
    });
  return items.sort((a, b) => time(b.at) - time(a.at));
}
