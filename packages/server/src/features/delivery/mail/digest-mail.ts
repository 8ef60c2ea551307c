/**
 * The daily digest's content (queued by digest.ts): what came in during the 24 hours it covers.
 */
import type { Knex } from 'knex';
import { digestAgenda } from '../../follow-up/digest-agenda';
import { ALERT_KINDS_SQL } from './alert-gate';
import type { MailRef } from './kinds';
import { digestMail } from './templates/owner';
import type { Composed, MailSite } from './templates/context';

export async function composeDigest(
  knex: Knex,
  site: MailSite,
  ref: MailRef,
  url: string,
): Promise<Composed> {
  const from = ref.from ?? new Date(0).toISOString();
  const to = ref.to ?? new Date().toISOString();
  const count = async (table: string) => {
    const [row] = await knex(table)
      .where('created_at', '>=', from)
      .andWhere('created_at', '<', to)
      .count<{ n: number }[]>({ n: '*' });
    return row?.n ?? 0;
  };
  const [
    hotLeads,
    calculatorLeads,
    contactMessages,
    sessions,
    questionnaires,
    waiting,
    anonymous,
    notMailed,
  ] = await Promise.all([
    count('hot_leads'),
    count('calculator_leads'),
    count('contact_messages'),
    count('analytics_sessions'),
    knex('workflow_submissions')
      .whereRaw('completed_steps >= total_steps')
      .andWhere('created_at', '>=', from)
      .andWhere('created_at', '<', to)
      .count<{ n: number }[]>({ n: '*' }),
    knex
      .select(
        knex.raw(
          `(select count(*) from calculator_leads where status = 'new') + (select count(*) from contact_messages where status = 'new') as n`,
        ),
      )
      .first<{ n: number }>(),
    knex('hot_leads')
      .whereNull('email')
      .andWhere('created_at', '>=', from)
      .andWhere('created_at', '<', to)
      .count<{ n: number }[]>({ n: '*' }),
    knex('mail_messages')
      .whereRaw(`kind in (${ALERT_KINDS_SQL})`)
      .where({ status: 'suppressed' })
      // Those a roll-up listed were told.
      .whereNull('rollup_hour')
      .andWhere('created_at', '>=', from)
      .andWhere('created_at', '<', to)
      .count<{ n: number }[]>({ n: '*' }),
  ]);
  const day = ref.day ?? to.slice(0, 10);
  const agenda = await digestAgenda(knex, day, ref.timeZone ?? 'UTC', site.url);
  return digestMail(
    site,
    {
      agenda,
      day,
      hotLeads,
      calculatorLeads,
      contactMessages,
      sessions,
      questionnaires: questionnaires[0]?.n ?? 0,
      newLeadsWaiting: Number(waiting?.n ?? 0),
      anonymousHotLeads: Number(anonymous[0]?.n ?? 0),
      alertsNotMailed: Number(notMailed[0]?.n ?? 0),
    },
    url,
  );
}
