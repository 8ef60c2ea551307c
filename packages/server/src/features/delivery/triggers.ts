/**
 * What each write sets off: the visitor's mail, the owner's alert and the webhooks, queued in the
 * write's own transaction. (A new hot lead's are queued by the ingestion statement: hot-lead-sql.ts.)
 */
import type { Knex } from 'knex';
import { mailboxOf, type LineItem } from '@leadline/domain';
import { queueOwnerMail, queueVisitorMail } from './mail/queue';
import { queueWebhooks } from './webhooks/events';

export interface StoredLead {
  id: string;
  name: string | null;
  email: string;
  selectedFeatures: readonly string[];
  /** The features chosen, with their names and prices as the estimate was made. */
  lineItems: readonly LineItem[];
  totalCost: number;
  sessionId: string | null;
}

/** Where a form came from, for the owner-alert gate's count of one network's alerts. */
export interface Origin {
  clientKey: string;
}

export async function calculatorLeadStored(
  trx: Knex.Transaction,
  lead: StoredLead,
  origin?: Origin,
) {
  await queueVisitorMail(trx, {
    kind: 'estimate',
    to: lead.email,
    ref: { leadId: lead.id },
    dedupeKey: `estimate:${lead.id}`,
  });
  await queueOwnerMail(trx, {
    kind: 'lead_alert',
    ref: { leadId: lead.id },
    dedupeKey: `lead_alert:${lead.id}`,
    aboutClient: origin?.clientKey,
  });
  await queueWebhooks(trx, 'lead.created', { ...lead });
}

export interface StoredContact {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  sessionId: string | null;
}

export async function contactMessageStored(
  trx: Knex.Transaction,
  contact: StoredContact,
  origin?: Origin,
) {
  await queueVisitorMail(trx, {
    kind: 'contact_ack',
    to: contact.email,
    ref: { contactId: contact.id },
    dedupeKey: `contact_ack:${contact.id}`,
  });
  await queueOwnerMail(trx, {
    kind: 'contact_alert',
    ref: { contactId: contact.id },
    dedupeKey: `contact_alert:${contact.id}`,
    aboutClient: origin?.clientKey,
  });
  await queueWebhooks(trx, 'contact.created', { ...contact });
}

/** The questionnaire's final submit; a second final submit of the same one sets off nothing. */
export async function workflowCompleted(
  trx: Knex.Transaction,
  submission: { id: string; email: string } & Record<string, unknown>,
) {
  const first = await queueOwnerMail(trx, {
    kind: 'workflow_alert',
    ref: { submissionId: submission.id },
    dedupeKey: `workflow_alert:${submission.id}`,
  });
  if (!first) return;
  await queueVisitorMail(trx, {
    kind: 'workflow_confirmation',
    to: submission.email,
    ref: { submissionId: submission.id },
    dedupeKey: `workflow_confirmation:${submission.id}`,
  });
  await queueWebhooks(trx, 'workflow.completed', submission);
}

/**
 * An address given in the hot-lead popup or the exit-intent offer: the checklist, once per mailbox,
 * and the owner's alert (a person who can be reached asked for it; the alert gate decides whether it
 * is mailed now).
 */
export async function emailCaptured(
  trx: Knex.Transaction,
  capture: { sessionId: string; email: string; name: string | null; via: 'popup' | 'exit_intent' },
) {
  await queueVisitorMail(trx, {
    kind: 'checklist',
    to: capture.email,
    ref: { sessionId: capture.sessionId },
    dedupeKey: `checklist:${mailboxOf(capture.email)}`,
  });
  await queueOwnerMail(trx, {
    kind: 'capture_alert',
    ref: {
      sessionId: capture.sessionId,
      email: capture.email.trim(),
      name: capture.name,
      via: capture.via,
    },
    dedupeKey: `capture_alert:${capture.sessionId}`,
  });
  await queueWebhooks(trx, 'email.captured', capture);
}
