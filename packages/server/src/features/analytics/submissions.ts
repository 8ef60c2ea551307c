import type { Knex } from 'knex';
import type { Logger } from '../../logger';
import { applyEvents } from './ingest';

export interface Submission {
  sessionId: string;
  eventType: 'CALCULATOR_SUBMITTED' | 'CONTACT_FORM_SUBMITTED';
  email: string;
  /** The stored lead's id (calculator lead or contact message), which the hot lead links to. */
  leadId: string;
  pageUrl: string;
}

/**
 * Records a verified submission in its session's ledger, inside the caller's transaction: it earns the
 * submission's points (whether or not the browser's own event arrives), attaches the e-mail, and links
 * the lead. A session that does not exist is left alone. Scoring runs in a savepoint: if it fails, the
 * visitor's submission is still stored, and the failure is logged.
 */
async function recordSubmission(
  trx: Knex.Transaction,
  submission: Submission,
  log: Logger,
): Promise<void> {
  try {
    await trx.transaction(async (savepoint) => {
      await applyEvents(savepoint, [
        {
          sessionId: submission.sessionId,
          eventType: submission.eventType,
          eventValue: null,
          origin: 'server',
          pageUrl: submission.pageUrl,
          metadata: { email: submission.email, leadId: submission.leadId },
          receivedAt: new Date(),
        },
      ]);
    });
  } catch (error) {
    log.error({ err: error, sessionId: submission.sessionId }, 'could not score a submission');
  }
}

/**
 * Stores a form submission with `store` (which answers the new row's id) and, when it names a
 * session, records it there: both in one transaction.
 */
export async function storeSubmission(
  knex: Knex,
  log: Logger,
  store: (trx: Knex.Transaction) => Promise<string>,
  scoring: Omit<Submission, 'leadId'> | undefined,
): Promise<string> {
  return knex.transaction(async (trx) => {
    const id = await store(trx);
    if (scoring) await recordSubmission(trx, { ...scoring, leadId: id }, log);
    return id;
  });
}
