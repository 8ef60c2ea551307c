/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: these templates are also compiled where no tsconfig of ours applies (the CLI under tsx).
/**
 * Messages to visitors. None repeats what the visitor typed (not even their name): anyone can enter
 * someone else's address, and our mail must not carry a stranger's words to it.
 */
import { Link } from '@react-email/link';
import { ESTIMATE_DISCLAIMER } from '@leadline/domain';
import { CHECKLIST, CHECKLIST_TITLE } from './checklist-content';
import { dollars, type Composed, type MailSite } from './context';
import { Action, Facts, Layout, Paragraph, Title } from './layout';
import { Signature } from './signature';

const FOLLOW_UP = 'within 24 hours';

function frame(site: MailSite, preview: string, body: React.ReactNode) {
  const footer = site.unsubscribeUrl ? (
    <>
      You receive the {site.name} newsletter at this address.{' '}
      <Link href={site.unsubscribeUrl}>Unsubscribe</Link>
    </>
  ) : undefined;
  return (
    <Layout preview={preview} siteName={site.name} siteUrl={site.url} footer={footer}>
      {body}
    </Layout>
  );
}

export function estimateMail(
  site: MailSite,
  estimate: { lines: readonly { name: string; price: number | null }[]; total: number },
): Composed {
  return {
    subject: `Your project estimate: ${dollars(estimate.total)}`,
    element: frame(
      site,
      `Your estimate of ${dollars(estimate.total)}, feature by feature`,
      <>
        <Title>Your Estimate is Ready!</Title>
        <Paragraph>
          Hi there, here is the breakdown of the estimate you asked for on {site.name}.
        </Paragraph>
        <Facts
          rows={[
            ...estimate.lines.map((line): [string, string | null] => [
              line.name,
              line.price === null ? null : dollars(line.price),
            ]),
            ['Total', dollars(estimate.total)],
            ['Estimated start', site.bookingMonth],
          ]}
        />
        <Paragraph muted>{ESTIMATE_DISCLAIMER}</Paragraph>
        <Paragraph>
          The next step is a free 15-minute consultation, where we go through your requirements
          together.
        </Paragraph>
        <Action href={`${site.url}/book`}>Schedule a Consultation</Action>
        <Signature site={site} />
      </>,
    ),
  };
}

export function checklistMail(site: MailSite): Composed {
  return {
    subject: CHECKLIST_TITLE,
    element: frame(
      site,
      'Six steps to plan an MVP that ships in weeks, not months',
      <>
        <Title>{CHECKLIST_TITLE}</Title>
        <Paragraph>
          Hi there, here is the checklist I use with every client before a line of code is written.
          Work through it before our first call and we will spend that call on what matters.
        </Paragraph>
        {CHECKLIST.map((section) => (
          <div key={section.title}>
            <Paragraph>
              <strong>{section.title}</strong>
            </Paragraph>
            <ul style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
              {section.items.map((item) => (
                <li
                  key={item}
                  style={{ fontSize: '15px', lineHeight: '24px', marginBottom: '6px' }}
                >
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Paragraph>
          When you are ready, tell me about your project and I will reply {FOLLOW_UP}.
        </Paragraph>
        <Action href={`${site.url}/contact`}>Talk About Your Project</Action>
        <Signature site={site} />
      </>,
    ),
  };
}

export function workflowConfirmationMail(site: MailSite): Composed {
  return {
    subject: 'We received your workflow questionnaire',
    element: frame(
      site,
      `I'll review your workflow and reach out ${FOLLOW_UP}.`,
      <>
        <Title>Perfect! We'll be in touch soon.</Title>
        <Paragraph>
          Hi there, thank you for taking the time to describe your workflow. I'll review your
          workflow and reach out {FOLLOW_UP}.
        </Paragraph>
        <Paragraph>In the meantime you can see what a project costs, feature by feature:</Paragraph>
        <Action href={`${site.url}/calculator`}>Check Availability & Cost</Action>
        <Signature site={site} />
      </>,
    ),
  };
}

export function contactAckMail(site: MailSite): Composed {
  return {
    subject: `Thanks for your message to ${site.name}`,
    element: frame(
      site,
      `I'll get back to you ${FOLLOW_UP}.`,
      <>
        <Title>Message received</Title>
        <Paragraph>
          Hi there, thank you for getting in touch. I read every message myself and I'll get back to
          you {FOLLOW_UP}.
        </Paragraph>
        <Signature site={site} />
        <Paragraph muted>
          If you did not write to {site.name}, someone entered your address by mistake: you can
          ignore this message and you will not hear from us again.
        </Paragraph>
      </>,
    ),
  };
}

export function newsletterConfirmMail(site: MailSite, confirmUrl: string): Composed {
  return {
    subject: `Confirm your subscription to ${site.name}`,
    element: frame(
      site,
      'One click to confirm your subscription',
      <>
        <Title>Confirm your subscription</Title>
        <Paragraph>
          Someone, hopefully you, asked to receive the {site.name} newsletter at this address.
          Confirm it and you will get new articles and offers; you can unsubscribe from any of them.
        </Paragraph>
        <Action href={confirmUrl}>Confirm My Subscription</Action>
        <Paragraph muted>
          If you did not ask for this, ignore this message: the address will not be subscribed.
        </Paragraph>
      </>,
    ),
  };
}
