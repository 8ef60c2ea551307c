import type { Knex } from 'knex';
import { applyEvents } from './ingest';

export interface Submission {
  sessionId: string;
  eventType: 'CALCULATOR_SUBMITTED' | 'CONTACT_FORM_SUBMITTED';
  email: string;
  /** The calculator lead's id, which the hot lead links to. */
  leadId?: string;
  pageUrl: string;
}

/**
 * Records a verified submission in its session's ledger, inside the caller's transaction: it earns the
 * submission's points (whether or not the browser's own event arrives), attaches the e-mail, and links
 * the lead. A session that does not exist is left alone.
 */
export async function recordSubmission(
  trx: Knex.Transaction,
  submission: Submission,
): Promise<void> {
  await applyEvents(trx, [
    {
      sessionId: submission.sessionId,
      eventType: submission.eventType,
      eventValue: null,
      origin: 'server',
      pageUrl: submission.pageUrl,
      metadata: {
        email: submission.email,
        ...(submission.leadId ? { leadId: submission.leadId } : {}),
      },
      receivedAt: new Date(),
    },
  ]);
}
