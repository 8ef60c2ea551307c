/** Sends one claimed message (or keeps it, without SMTP) and records the outcome on its row. */
import type { Knex } from 'knex';
import type { DeliverySettings } from '../../../config';
import { failJob, finishJob, type JobRow } from '../jobs';
import { gateOwnerAlert, isImmediateAlert } from './alert-gate';
import type { MessageRow } from './compose';
import type { MailTransport } from './transport';

export interface MailJob extends JobRow, MessageRow {
  subject: string | null;
  html: string | null;
  text: string | null;
  alerted_at: Date | string | null;
  rollup_hour: Date | string | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function deliverMessage(
  knex: Knex,
  job: MailJob,
  settings: DeliverySettings,
  transport: MailTransport | undefined,
): Promise<void> {
  let rendered: { to_address: string; subject: string; html: string; text: string } | undefined;
  let headers: Record<string, string> = {};
  try {
    if (isImmediateAlert(job.kind)) {
      const gate = await gateOwnerAlert(knex, { ...job, kind: job.kind }, settings.alerts);
      if ('skip' in gate) {
        await finishJob(knex, 'mail_messages', job, {
          status: 'suppressed',
          status_reason: gate.skip,
        });
        return;
      }
    }
    // Loaded with the first message due: React and the templates stay out of an idle server's memory.
    const { composeMessage } = await import('./compose');
    const composed = await composeMessage(knex, job, settings);
    if ('skip' in composed) {
      await finishJob(knex, 'mail_messages', job, {
        status: 'suppressed',
        status_reason: composed.skip,
      });
      return;
    }
    rendered = {
      to_address: composed.to,
      subject: composed.subject,
      html: composed.html,
      text: composed.text,
    };
    headers = composed.headers;
    if (!transport) {
      await finishJob(knex, 'mail_messages', job, {
        ...rendered,
        status: 'kept',
        status_reason: 'SMTP_URL is not set: kept here, not sent',
      });
      return;
    }
    const reply = await transport.send({
      from: settings.mailFrom,
      to: rendered.to_address,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers,
      calendar: composed.calendar,
    });
    await finishJob(knex, 'mail_messages', job, {
      ...rendered,
      status: 'sent',
      status_reason: reply.slice(0, 500),
      sent_at: knex.fn.now(),
    });
  } catch (error) {
    await failJob(
      knex,
      'mail_messages',
      job,
      { error: errorText(error), firstRetrySeconds: settings.firstRetrySeconds },
      rendered ?? {},
    );
  }
}
