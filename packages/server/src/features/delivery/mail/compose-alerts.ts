/**
 * The owner alerts the alert gate added (./alert-gate.ts): an address given in the popup or the
 * exit-intent offer, and the hour's roll-up of what the gate held.
 */
import type { Knex } from 'knex';
import { SESSION_REASONS } from '@leadline/domain';
import { fitOfAddress, Gone, row } from './compose-rows';
import type { MailRef } from './kinds';
import { rolledUpAlerts } from './rollup';
import { captureAlertMail, rollupMail } from './templates/alerts';
import type { Composed, MailSite } from './templates/context';

export async function composeGateAlert(
  knex: Knex,
  kind: 'capture_alert' | 'alert_rollup',
  ref: MailRef,
  site: MailSite,
  admin: string,
  alertLimit: number,
): Promise<Composed> {
  switch (kind) {
    case 'capture_alert': {
      const session = await row<{
        score: number;
        facts: string[];
        source: string | null;
        personId: string | null;
      }>(
        knex('analytics_sessions as s')
          .where('s.session_id', ref.sessionId ?? null)
          .select('s.score', 's.facts', 's.source')
          .select(
            knex.raw('(select p.id from people p where p.email = lower(btrim(?))) as "personId"', [
              ref.email ?? '',
            ]),
          ),
      );
      return captureAlertMail(site, {
        email: ref.email ?? '',
        fit: await fitOfAddress(knex, ref.email ?? null),
        name: ref.name ?? null,
        via: ref.via ?? 'popup',
        score: session.score,
        reasons: SESSION_REASONS.filter(({ reason }) =>
          (session.facts as string[]).includes(reason),
        ).map(({ label }) => label),
        source: session.source,
        url: session.personId
          ? `${admin}/people/${encodeURIComponent(session.personId)}`
          : `${admin}/people`,
      });
    }
    case 'alert_rollup': {
      const hour = ref.hour ?? new Date(0).toISOString();
      const { alerts, total } = await rolledUpAlerts(knex, hour);
      if (alerts.length === 0) throw new Gone();
      return rollupMail(
        site,
        { hour: hour.slice(0, 13).replace('T', ' ') + ':00 UTC', limit: alertLimit, alerts, total },
        `${admin}/outbox`,
      );
    }
  }
}
