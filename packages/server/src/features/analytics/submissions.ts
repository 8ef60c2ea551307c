import type { Knex } from 'knex';
import { applyEvents } from './ingest';
import { SERVER_RECORDS } from '../../scoring/rules';

export interface Submission {
  sessionId: string;
  /** The server's record of a form sent: the only kind of submission event that scores. */
  eventType:
    'CALCULATOR_SUBMITTED' | 'CONTACT_FORM_SUBMITTED' | 'WORKFLOW_SUBMITTED' | 'CALL_BOOKED';
  email: string;
  /** The name given with the address, if any: kept on the session and its hot lead. */
  name: string | null;
  /** The stored row's id (calculator lead, contact message, questionnaire), which a hot lead links to. */
  leadId: string;
  pageUrl: string;
}

/**
 * Stores a form submission with `store` (which answers the new row or its id) and, when it names a
 * session, records it in that session's ledger: it earns the submission's points (whether or not the
 * browser's own event arrives), attaches the e-mail address and name, and links the lead. Both in one
 * transaction: a submission is never stored without its ledger row, nor scored without being stored.
 * A session that does not exist is left alone.
 */
export async function storeSubmission<Stored extends string | { id: string }>(
  knex: Knex,
  store: (trx: Knex.Transaction) => Promise<Stored>,
  scoring: Omit<Submission, 'leadId'> | undefined,
): Promise<Stored> {
  return knex.transaction(async (trx) => {
    const stored = await store(trx);
    const id = typeof stored === 'string' ? stored : stored.id;
    if (scoring) {
      const { sessionId, eventType, email, name, pageUrl } = scoring;
      const event = {
        sessionId,
        eventType,
        eventValue: null,
        origin: 'server' as const,
        pageUrl,
        metadata: { email, name, leadId: id },
        receivedAt: new Date(),
      };
      // In a savepoint: should the session be deleted meanwhile (the purge, an erasure), the
      // foreign key refuses the event, and the submission is kept without it.
      try {
        await trx.transaction((savepoint) => applyEvents(savepoint, [event], SERVER_RECORDS));
      } catch (error) {
        if ((error as { code?: unknown }).code !== '23503') throw error;
      }
    }
    return stored;
  });
}
