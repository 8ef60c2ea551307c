/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: these templates are also compiled where no tsconfig of ours applies (the CLI under tsx).
/** Messages to the owner: alerts as things happen, and the daily digest. */
import { Link } from '@react-email/link';
import { mailtoHref, type Fit } from '@leadline/domain';
import { dollars, type Composed, type MailSite } from './context';
import { Action, Facts, Layout, Paragraph, Title } from './layout';
import { DigestAgenda, type DigestAgendaData } from './digest-agenda';

export function frame(site: MailSite, preview: string, body: React.ReactNode) {
  return (
    <Layout
      preview={preview}
      siteName={site.name}
      siteUrl={site.url}
      footer={<>An alert from Leadline on {site.url.replace(/^https?:\/\//, '')}</>}
    >
      {body}
    </Layout>
  );
}

export const who = (name: string | null | undefined, email: string | null | undefined) =>
  name && email ? `${name} <${email}>` : (email ?? name ?? 'An anonymous visitor');

export const mailto = (email: string | null | undefined) =>
  email ? <Link href={mailtoHref(email)}>{email}</Link> : null;

/** The fit row of an alert: "A (Budget $15,000-$30,000 · Timeline: In 1-2 months)". */
export function fitRow(fit: Fit | null | undefined): [string, string | null] {
  if (!fit) return ['Fit', null];
  const because = fit.because.join(' · ');
  return [
    'Fit',
    fit.grade ? `${fit.grade} (${because})` : 'Not graded: no budget, timeline or estimate yet',
  ];
}

export interface HotLeadAlert {
  email: string | null;
  name: string | null;
  score: number;
  reasons: readonly string[];
  source: string;
  campaign: string | null;
  timelineUrl: string;
  /** The fit of the person of the address; null while the address is unknown. */
  fit?: Fit | null;
}

export function hotLeadAlertMail(site: MailSite, lead: HotLeadAlert): Composed {
  return {
    subject: `Hot lead: ${who(lead.name, lead.email)} scored ${lead.score}`,
    element: frame(
      site,
      `A visitor reached ${lead.score} points: they are ready now.`,
      <>
        <Title>🔥 New hot lead ({lead.score} points)</Title>
        <Paragraph>
          A visitor just crossed the hot-lead threshold. Now is the time to reach out.
        </Paragraph>
        <Facts
          rows={[
            ['Name', lead.name],
            ['E-mail', mailto(lead.email) ?? 'Not given yet'],
            ['Score', String(lead.score)],
            fitRow(lead.fit),
            ['Why', lead.reasons.join(', ')],
            ['Source', lead.campaign ? `${lead.source} (${lead.campaign})` : lead.source],
          ]}
        />
        <Action href={lead.timelineUrl}>View Session</Action>
      </>,
    ),
  };
}

export function leadAlertMail(
  site: MailSite,
  lead: {
    name: string | null;
    email: string;
    features: readonly string[];
    total: number;
    url: string;
    fit?: Fit | null;
  },
): Composed {
  return {
    subject: `New calculator lead: ${who(lead.name, lead.email)}, ${dollars(lead.total)}`,
    element: frame(
      site,
      `${who(lead.name, lead.email)} asked for an estimate of ${dollars(lead.total)}.`,
      <>
        <Title>New calculator lead</Title>
        <Facts
          rows={[
            ['Name', lead.name],
            ['E-mail', mailto(lead.email)],
            ['Features', lead.features.join(', ')],
            ['Estimate', dollars(lead.total)],
            fitRow(lead.fit),
          ]}
        />
        <Action href={lead.url}>Open Calculator Leads</Action>
      </>,
    ),
  };
}

export function contactAlertMail(
  site: MailSite,
  contact: {
    name: string;
    email: string;
    company: string | null;
    message: string;
    url: string;
    fit?: Fit | null;
  },
): Composed {
  return {
    subject: `New message from ${who(contact.name, contact.email)}`,
    element: frame(
      site,
      contact.message.slice(0, 120),
      <>
        <Title>New contact message</Title>
        <Facts
          rows={[
            ['Name', contact.name],
            ['E-mail', mailto(contact.email)],
            ['Company', contact.company],
            fitRow(contact.fit),
          ]}
        />
        <Paragraph>
          <span style={{ whiteSpace: 'pre-wrap' }}>{contact.message}</span>
        </Paragraph>
        <Action href={contact.url}>Open Contact Messages</Action>
      </>,
    ),
  };
}

export function workflowAlertMail(
  site: MailSite,
  submission: {
    name: string | null;
    email: string | null;
    rows: [string, string | null][];
    url: string;
    fit?: Fit | null;
  },
): Composed {
  return {
    subject: `Questionnaire finished by ${who(submission.name, submission.email)}`,
    element: frame(
      site,
      `${who(submission.name, submission.email)} described their workflow.`,
      <>
        <Title>Finished workflow questionnaire</Title>
        <Facts
          rows={[
            ['Name', submission.name],
            ['E-mail', mailto(submission.email)],
            fitRow(submission.fit),
            ...submission.rows,
          ]}
        />
        <Action href={submission.url}>Open Workflow Submissions</Action>
      </>,
    ),
  };
}

export interface DigestFigures {
  day: string;
  hotLeads: number;
  calculatorLeads: number;
  contactMessages: number;
  questionnaires: number;
  sessions: number;
  newLeadsWaiting: number;
  /** Hot leads with no address: listed, not mailed one by one. */
  anonymousHotLeads: number;
  /** Alerts the alert gate did not mail (anonymous, told in another, over a limit): in the Outbox. */
  alertsNotMailed: number;
  /** The day's bookings and the follow-ups due (features/follow-up/digest-agenda.ts). */
  agenda?: DigestAgendaData;
}

export function digestMail(site: MailSite, figures: DigestFigures, url: string): Composed {
  return {
    subject: `Your day on ${site.name}: ${figures.hotLeads} hot leads, ${figures.calculatorLeads + figures.contactMessages + figures.questionnaires} submissions`,
    element: frame(
      site,
      `${figures.sessions} visits and ${figures.hotLeads} hot leads on ${figures.day}`,
      <>
        <Title>Daily digest for {figures.day}</Title>
        <Facts
          rows={[
            ['Visits', String(figures.sessions)],
            [
              'Hot leads',
              figures.anonymousHotLeads > 0
                ? `${figures.hotLeads} (${figures.anonymousHotLeads} anonymous, not mailed one by one)`
                : String(figures.hotLeads),
            ],
            ['Calculator leads', String(figures.calculatorLeads)],
            ['Contact messages', String(figures.contactMessages)],
            ['Finished questionnaires', String(figures.questionnaires)],
            ['Leads and messages still new', String(figures.newLeadsWaiting)],
            ['Alerts kept in the Outbox, not mailed', String(figures.alertsNotMailed)],
          ]}
        />
        {figures.agenda && <DigestAgenda agenda={figures.agenda} />}
        <Action href={url}>Open the Dashboard</Action>
      </>,
    ),
  };
}

export function testMail(site: MailSite): Composed {
  return {
    subject: `Test message from ${site.name}`,
    element: frame(
      site,
      'Mail from Leadline reaches you.',
      <>
        <Title>It works</Title>
        <Paragraph>
          This test message went out through the mail settings of Leadline on {site.url}. Alerts and
          visitor mails will arrive the same way.
        </Paragraph>
      </>,
    ),
  };
}
