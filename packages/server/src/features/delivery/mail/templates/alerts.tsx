/** @jsxRuntime automatic @jsxImportSource react */
/** The owner's alerts that the alert gate (../alert-gate.ts) adds: a captured address, the hour's roll-up. */
import type { Fit } from '@leadline/domain';
import { dollars, type Composed, type MailSite } from './context';
import { Action, Facts, Paragraph, Title } from './layout';
import { fitRow, frame, mailto, who } from './owner';

export interface CaptureAlert {
  email: string;
  fit: Fit | null;
  name: string | null;
  via: 'popup' | 'exit_intent';
  score: number;
  reasons: readonly string[];
  source: string | null;
  url: string;
}

const OFFERS = {
  popup: 'said "Yes, Let\'s Talk" in the hot-lead popup',
  exit_intent: 'took the planning checklist on the way out (exit-intent offer)',
} as const;

export function captureAlertMail(site: MailSite, capture: CaptureAlert): Composed {
  const person = who(capture.name, capture.email);
  return {
    subject: `${person} left their address (${capture.score} points)`,
    element: frame(
      site,
      `${person} ${OFFERS[capture.via]}.`,
      <>
        <Title>📬 A visitor you can reach</Title>
        <Paragraph>
          {person} {OFFERS[capture.via]}. They have the checklist; a short personal note now lands
          while they are still thinking about it.
        </Paragraph>
        <Facts
          rows={[
            ['Name', capture.name],
            ['E-mail', mailto(capture.email)],
            ['Score', String(capture.score)],
            fitRow(capture.fit),
            ['Why', capture.reasons.join(', ') || null],
            ['Source', capture.source],
          ]}
        />
        <Action href={capture.url}>Open their record</Action>
      </>,
    ),
  };
}

export interface RolledUpAlert {
  what: string;
  name: string | null;
  email: string | null;
  score: number | null;
  total: number | null;
}

export function rollupMail(
  site: MailSite,
  roll: { hour: string; limit: number; alerts: readonly RolledUpAlert[]; total: number },
  url: string,
): Composed {
  const count = roll.total;
  const unlisted = roll.total - roll.alerts.length;
  return {
    subject: `${count} more ${count === 1 ? 'alert' : 'alerts'} from ${site.name} this hour`,
    element: frame(
      site,
      `Past the limit of ${roll.limit} alerts an hour, these waited for this mail.`,
      <>
        <Title>
          {count} more {count === 1 ? 'alert' : 'alerts'} ({roll.hour})
        </Title>
        <Paragraph>
          These came past the {roll.limit} alerts an hour you are mailed at once
          (ALERT_MAX_PER_HOUR), or from a network that had already set off its share
          (ALERT_MAX_PER_CLIENT), so they were kept for one mail instead of {count}.
        </Paragraph>
        <Facts
          rows={roll.alerts.map((alert) => [
            alert.what,
            [
              who(alert.name, alert.email),
              alert.score === null ? null : `${alert.score} points`,
              alert.total === null ? null : dollars(alert.total),
            ]
              .filter(Boolean)
              .join(' · '),
          ])}
        />
        {unlisted > 0 && (
          <Paragraph>
            And {unlisted} more, listed in the Outbox with the rest of this hour&apos;s alerts.
          </Paragraph>
        )}
        <Action href={url}>Open the Outbox</Action>
      </>,
    ),
  };
}
