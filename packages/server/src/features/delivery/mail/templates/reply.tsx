/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: these templates are also compiled where no tsconfig of ours applies (the CLI under tsx).
/**
 * A reply the owner wrote: their subject and text as written (React escapes it: markup in it is shown,
 * not run), a paragraph per blank line, then their signature.
 */
import { Fragment } from 'react';
import { Link } from '@react-email/link';
import type { Composed, MailSite } from './context';
import { Layout, Paragraph } from './layout';
import { Signature } from './signature';

const PREVIEW_LENGTH = 90;

export function replyMail(site: MailSite, reply: { subject: string; body: string }): Composed {
  const paragraphs = reply.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const footer = site.unsubscribeUrl ? (
    <>
      You receive the {site.name} newsletter at this address.{' '}
      <Link href={site.unsubscribeUrl}>Unsubscribe</Link>
    </>
  ) : undefined;
  return {
    subject: reply.subject,
    element: (
      <Layout
        preview={reply.body.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH)}
        siteName={site.name}
        siteUrl={site.url}
        footer={footer}
      >
        {paragraphs.map((paragraph, index) => (
          <Paragraph key={index}>
            {paragraph.split('\n').map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </Paragraph>
        ))}
        <Signature site={site} />
      </Layout>
    ),
  };
}
