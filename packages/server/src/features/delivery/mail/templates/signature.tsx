/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: these templates are also compiled where no tsconfig of ours applies (the CLI under tsx).
import { Link } from '@react-email/link';
import { mailtoHref } from '@leadline/domain';
import type { MailSite } from './context';
import { Paragraph } from './layout';

/** Under every mail to a visitor: who wrote it (the site folder's owner) and how to reach them. */
export function Signature({ site }: { site: MailSite }) {
  return (
    <Paragraph>
      {site.owner.name}
      <br />
      {site.owner.role}, {site.name}
      <br />
      <Link href={mailtoHref(site.contact.email)}>{site.contact.email}</Link>
      {site.contact.phone ? ` · ${site.contact.phone}` : null}
    </Paragraph>
  );
}
