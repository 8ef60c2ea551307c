/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: these templates are also compiled where no tsconfig of ours applies (the CLI under tsx).
/**
 * A booked call's mails. The visitor's carry no word they typed (as visitor.tsx), only the time and
 * their manage link; the owner's carry who booked and their note.
 */
import { Link } from '@react-email/link';
import type { Composed, MailSite } from './context';
import { Action, Facts, Layout, Paragraph, Title } from './layout';
import { frame as ownerFrame, mailto } from './owner';
import { Signature } from './signature';

/** "Monday, March 2, 2026 at 9:00 AM CET" in the owner's zone. */
export const callTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);

const visitorFrame = (site: MailSite, preview: string, body: React.ReactNode) => (
  <Layout preview={preview} siteName={site.name} siteUrl={site.url}>
    {body}
  </Layout>
);

export interface VisitorCall {
  when: string;
  minutes: number;
  manageUrl: string;
  moved: boolean;
}

export function bookingConfirmationMail(
  site: MailSite,
  call: VisitorCall,
): Omit<Composed, 'calendar'> {
  const title = call.moved ? 'Your call is moved' : 'Your call is booked';
  return {
    subject: `${title}: ${call.when}`,
    element: visitorFrame(
      site,
      `${call.minutes} minutes with ${site.owner.name}, ${call.when}`,
      <>
        <Title>{title}</Title>
        <Paragraph>
          {call.moved ? 'The new time of your call with' : 'Thank you for booking a call with'}{' '}
          {site.owner.name} of {site.name}. The invitation is attached: add it to your calendar.
        </Paragraph>
        <Facts
          rows={[
            ['When', call.when],
            ['Length', `${call.minutes} minutes`],
          ]}
        />
        <Paragraph>If the time no longer suits you, you can cancel or move the call.</Paragraph>
        <Action href={call.manageUrl}>Cancel or move the call</Action>
        <Signature site={site} />
      </>,
    ),
  };
}

export function bookingReminderMail(site: MailSite, call: VisitorCall): Omit<Composed, 'calendar'> {
  return {
    subject: `Reminder: your call with ${site.owner.name}, ${call.when}`,
    element: visitorFrame(
      site,
      `Your call is tomorrow: ${call.when}`,
      <>
        <Title>Your call is tomorrow</Title>
        <Facts
          rows={[
            ['When', call.when],
            ['Length', `${call.minutes} minutes`],
          ]}
        />
        <Action href={call.manageUrl}>Cancel or move the call</Action>
        <Signature site={site} />
      </>,
    ),
  };
}

export function bookingCancellationMail(site: MailSite, when: string): Omit<Composed, 'calendar'> {
  return {
    subject: `Your call is cancelled: ${when}`,
    element: visitorFrame(
      site,
      `The call of ${when} is cancelled`,
      <>
        <Title>Your call is cancelled</Title>
        <Paragraph>The call of {when} is cancelled.</Paragraph>
        <Paragraph>
          Whenever you want to talk, <Link href={`${site.url}/book`}>book another time</Link>.
        </Paragraph>
        <Signature site={site} />
      </>,
    ),
  };
}

export interface OwnerCall {
  name: string;
  email: string;
  note: string | null;
  when: string;
  personUrl: string;
  change: 'booked' | 'moved' | 'cancelled' | 'tomorrow';
}

const OWNER_TITLES: Record<OwnerCall['change'], string> = {
  booked: '📅 Call booked',
  moved: 'Call moved',
  cancelled: 'Call cancelled',
  tomorrow: 'Call tomorrow',
};

export function bookingOwnerMail(site: MailSite, call: OwnerCall): Omit<Composed, 'calendar'> {
  const title = OWNER_TITLES[call.change];
  return {
    subject: `${title}: ${call.name}, ${call.when}`,
    element: ownerFrame(
      site,
      `${call.name} <${call.email}>, ${call.when}`,
      <>
        <Title>{title}</Title>
        <Facts
          rows={[
            ['Who', call.name],
            ['Email', mailto(call.email)],
            ['When', call.when],
            ['Note', call.note],
          ]}
        />
        <Action href={call.personUrl}>Open the person</Action>
      </>,
    ),
  };
}
