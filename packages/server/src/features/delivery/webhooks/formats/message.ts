/**
 * What each event says to the owner, written once and rendered by every chat format: a title, the
 * facts, a quoted text where the visitor wrote one, and where to act in the admin. It is read from
 * the stored envelope, which may predate a field or come from an older version: every field is
 * optional here, and any value that is not text or a number is left out.
 */
import {
  budgetLabel,
  painPointLabel,
  reasonLabel,
  teamSizeLabel,
  timelineLabel,
  WEBHOOK_TEST_EVENT,
  type WebhookEnvelope,
} from '@leadline/domain';
import { multiLine, oneLine } from './clip';

export interface AlertMessage {
  /** One line of plain text, without the emoji. */
  title: string;
  /** The emoji for chat titles, and its ntfy tag (an emoji short code). */
  emoji: { char: string; tag: string };
  /** Label and value, plain text on one line each; empty values left out. */
  facts: [string, string][];
  /** What the visitor wrote, plain text with line breaks. */
  quote?: string | undefined;
  link: { url: string; label: string };
  /** A person who wants an answer is `high`; the rest `default`. */
  priority: 'high' | 'default';
}

type Data = Record<string, unknown>;

const MAX_LINKED_ID = 200;

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return oneLine(value) || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

const listOf = (value: unknown, read: (item: unknown) => string | undefined): string[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is string => item !== undefined) : [];

const dollars = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? `$${value.toLocaleString('en-US')}`
    : undefined;

/** 'Ada <ada@example.com>', the address alone, the name alone, or who it was. */
function who(data: Data, nobody = 'An anonymous visitor'): string {
  const name = textOf(data.name);
  const email = textOf(data.email);
  if (name && email) return `${name} <${email}>`;
  return email ?? name ?? nobody;
}

const facts = (rows: [string, string | undefined][]): [string, string][] =>
  rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');

const fromDomain = (label: (value: string) => string, value: unknown) => {
  const text = textOf(value);
  return text === undefined ? undefined : label(text);
};

const quoteOf = (value: unknown) =>
  typeof value === 'string' ? multiLine(value) || undefined : undefined;

/** The alert of one envelope; `admin` is PUBLIC_URL/admin. */
export function alertMessage(
  { type, data: raw }: WebhookEnvelope<unknown>,
  admin: string,
): AlertMessage {
  const data: Data = raw !== null && typeof raw === 'object' ? (raw as Data) : {};
  const message = (
    parts: Omit<AlertMessage, 'priority'>,
    priority: AlertMessage['priority'],
  ): AlertMessage => ({ ...parts, priority });
  switch (type) {
    case 'hot_lead.created': {
      const source = textOf(data.source);
      const campaign = textOf(data.utmCampaign);
      // A session id is short (the tracker's); a link that would not fit a service goes to the list.
      const session = textOf(data.sessionId);
      const linked = session !== undefined && session.length <= MAX_LINKED_ID;
      return message(
        {
          title: `Hot lead: ${who(data)} scored ${textOf(data.score) ?? '?'}`,
          emoji: { char: '🔥', tag: 'fire' },
          facts: facts([
            ['Name', textOf(data.name)],
            ['E-mail', textOf(data.email) ?? 'Not given yet'],
            ['Score', textOf(data.score)],
            ['Fit', textOf(data.fit)],
            ['Why', listOf(data.reasons, (r) => fromDomain(reasonLabel, r)).join(', ')],
            ['Source', source && campaign ? `${source} (${campaign})` : source],
          ]),
          link: {
            url: linked
              ? `${admin}/hot-leads?session=${encodeURIComponent(session)}`
              : `${admin}/hot-leads`,
            label: 'View session',
          },
        },
        'high',
      );
    }
    case 'lead.created': {
      const lines = listOf(data.lineItems, (item) =>
        item !== null && typeof item === 'object' ? textOf((item as Data).name) : undefined,
      );
      const features = lines.length > 0 ? lines : listOf(data.selectedFeatures, textOf);
      const total = dollars(data.totalCost);
      return message(
        {
          title: `New calculator lead: ${who(data)}${total ? `, ${total}` : ''}`,
          emoji: { char: '🧮', tag: 'abacus' },
          facts: facts([
            ['Name', textOf(data.name)],
            ['E-mail', textOf(data.email)],
            ['Features', features.join(', ')],
            ['Total', total],
          ]),
          link: { url: `${admin}/leads`, label: 'Open calculator leads' },
        },
        'high',
      );
    }
    case 'contact.created':
      return message(
        {
          title: `New message from ${who(data)}`,
          emoji: { char: '✉️', tag: 'envelope' },
          facts: facts([
            ['Name', textOf(data.name)],
            ['E-mail', textOf(data.email)],
            ['Company', textOf(data.company)],
          ]),
          quote: quoteOf(data.message),
          link: { url: `${admin}/contacts`, label: 'Open messages' },
        },
        'high',
      );
    case 'workflow.completed':
      return message(
        {
          title: `Questionnaire finished by ${who(data)}`,
          emoji: { char: '📋', tag: 'clipboard' },
          facts: facts([
            ['Name', textOf(data.name)],
            ['E-mail', textOf(data.email)],
            ['Company', textOf(data.company)],
            ['Pain point', fromDomain(painPointLabel, data.painPoint)],
            ['Team size', fromDomain(teamSizeLabel, data.teamSize)],
            ['Timeline', fromDomain(timelineLabel, data.timeline)],
            ['Budget', fromDomain(budgetLabel, data.budgetRange)],
            ['Fit', textOf(data.fit)],
          ]),
          quote: quoteOf(data.manualProcess),
          link: { url: `${admin}/workflow-submissions`, label: 'Open questionnaires' },
        },
        'high',
      );
    case 'email.captured':
      return message(
        {
          title: `E-mail captured: ${who(data, 'an address')}`,
          emoji: { char: '📬', tag: 'mailbox_with_mail' },
          facts: facts([
            ['E-mail', textOf(data.email)],
            ['Name', textOf(data.name)],
            [
              'Via',
              data.via === 'exit_intent'
                ? 'the exit-intent offer'
                : data.via === 'popup'
                  ? 'the hot-lead popup'
                  : textOf(data.via),
            ],
          ]),
          link: { url: `${admin}/people`, label: 'Open people' },
        },
        'default',
      );
    case WEBHOOK_TEST_EVENT:
      return message(
        {
          title: 'Test event from Leadline',
          emoji: { char: '✅', tag: 'white_check_mark' },
          facts: [],
          quote: 'This endpoint is set up: the alerts you chose will arrive here.',
          link: { url: `${admin}/integrations`, label: 'Open integrations' },
        },
        'default',
      );
    default:
      return message(
        {
          title: `Leadline event ${textOf(type) ?? ''}`.trim(),
          emoji: { char: '🔔', tag: 'bell' },
          facts: [],
          link: { url: admin, label: 'Open the admin' },
        },
        'default',
      );
  }
}
