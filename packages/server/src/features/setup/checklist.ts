/**
 * The setup checklist of the admin's dashboard (GET /api/admin/setup): what the owner has not
 * configured yet, each with how to fix it. Every word of it is here; the admin only lays it out.
 */
import path from 'node:path';
import {
  bookingMonthLabel,
  isPastMonth,
  monthIn,
  type AvailabilitySetting,
  type SetupFixPart,
  type SetupItem,
  type SetupScreen,
} from '@leadline/domain';
import type { Config } from '../../config';
import { isLoopbackOrigin } from '../../public-url';

/** What the checklist is decided from. */
export interface SetupFacts {
  config: Pick<Config, 'timeZone' | 'delivery' | 'site'>;
  /** The availability the site shows now: the one saved in Settings, else site.yaml's. */
  availability: AvailabilitySetting;
  /** Every admin's address: the owner's mails go to them without NOTIFY_EMAIL. */
  admins: string[];
  now: Date;
}

type Piece = string | SetupFixPart | Piece[];

const code = (value: string): SetupFixPart => ({ code: value });
const screen = (to: SetupScreen, text: string): SetupFixPart => ({ to, text });
const isWords = (part: SetupFixPart | undefined): part is { text: string } =>
  part !== undefined && 'text' in part && !('to' in part);

/** A fix as a template: its words, and the pieces put in (names as code, links, lists of them). */
function fix(strings: TemplateStringsArray, ...pieces: Piece[]): SetupFixPart[] {
  const parts: SetupFixPart[] = [];
  const add = (piece: Piece) => {
    if (Array.isArray(piece)) return piece.forEach(add);
    const part = typeof piece === 'string' ? { text: piece } : piece;
    const last = parts.at(-1);
    if (isWords(part) && isWords(last)) parts[parts.length - 1] = { text: last.text + part.text };
    else if (!isWords(part) || part.text !== '') parts.push(part);
  };
  strings.forEach((words, index) => {
    add(words);
    const piece = pieces[index];
    if (piece !== undefined) add(piece);
  });
  return parts;
}

/** `a`, `b` and `c`, each as code. */
const codeList = (values: string[]): Piece[] =>
  values.flatMap((value, index) => [
    index === 0 ? '' : index === values.length - 1 ? ' and ' : ', ',
    code(value),
  ]);

// Changes to the site folder reach the pages with a build, which `npm start` and the container's
// start both make when the folder changed.
const REBUILD: Piece = [
  ', then restart with ',
  code('npm start'),
  ' (or ',
  code('docker compose restart app'),
  '), which rebuilds the pages.',
];

export function setupItems({ config, availability, admins, now }: SetupFacts): SetupItem[] {
  const { delivery, site, timeZone } = config;
  const identity = site.identity;
  const siteYaml = code(path.join(site.dir, 'site.yaml'));
  const thisMonth = monthIn(now, timeZone);
  const thisYear = Number(thisMonth.slice(0, 4));
  const items: SetupItem[] = [];

  if (!delivery.smtpUrl) {
    items.push({
      id: 'mail',
      title: 'No mail server: no mail is sent',
      fix: fix`Every mail (your alerts, your visitors' estimates and confirmations) waits in the ${screen('/admin/outbox', 'Outbox')}. Set ${code('SMTP_URL')} to your mail server (such as ${code('smtps://user:password@smtp.example.com:465')}) and restart the server; ${code('npx leadline mail test --to you@example.com')} checks it.`,
    });
  }

  if (isLoopbackOrigin(delivery.publicUrl)) {
    items.push({
      id: 'public-url',
      title: 'No public address: links say localhost',
      fix: fix`The links in mails and in share images point to ${code(delivery.publicUrl)}, which no one else can open. Set ${code('PUBLIC_URL')} to the site's address (such as ${code('https://studio.example')}) and restart the server.`,
    });
  }

  if (identity.example) {
    items.push({
      id: 'example-site',
      title: 'The site is still the example',
      fix: fix`Visitors see the example's name, photo, contact details and copy (${identity.owner.name}, ${identity.contact.email}). Put yours in ${siteYaml} and the rest of the site folder, delete the line ${code('example: true')}${REBUILD}`,
    });
  }

  if (!identity.owner.photo) {
    items.push({
      id: 'owner-photo',
      title: 'No photo of you',
      fix: fix`The home page introduces you without a face. Put a photo in ${code(path.join(site.dir, 'images'))} and name it under ${code('owner:')} in ${siteYaml}, such as ${code('photo: images/me.jpg')}${REBUILD}`,
    });
  }

  if (delivery.notifyEmails.length === 0) {
    const who: Piece = [
      admins.length === 1 ? 'the only admin, ' : 'every admin: ',
      codeList(admins),
    ];
    items.push({
      id: 'notify-email',
      title: 'No address for alerts',
      fix: fix`Alerts of new leads, messages and questionnaires go to ${who}. To choose who gets them, set ${code('NOTIFY_EMAIL')} to one or more addresses (separated by commas) and restart the server.`,
    });
  }

  if (isPastMonth(availability.month, now, timeZone)) {
    const from: Piece =
      availability.source === 'site'
        ? ['from ', code('availability'), ' in ', siteYaml]
        : 'saved in Settings';
    items.push({
      id: 'availability',
      title: `The availability month has passed (${bookingMonthLabel(availability.month)})`,
      fix: fix`The home page, the calculator and the estimate mail say "Currently Booking: ${bookingMonthLabel(availability.month)}" (${from}). Set the month you are booking now, and the slots left, in ${screen('/admin/settings', 'Settings')}: the site shows it at once.`,
    });
  }

  if (identity.copyrightYear !== thisYear) {
    items.push({
      id: 'copyright-year',
      title: `The copyright year is not ${thisYear}`,
      fix: fix`The footer of every page says © ${String(identity.copyrightYear)}. Set ${code(`copyrightYear: ${thisYear}`)} in ${siteYaml}${REBUILD}`,
    });
  }

  return items;
}
