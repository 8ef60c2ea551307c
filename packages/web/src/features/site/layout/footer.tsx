import { GithubIcon, LinkedinIcon, XBrandIcon } from '../../../components/icons/social-icons';
import { AppLink } from '../../../lib/app-link';
import { SITE } from '../../../site-config';
import { consent } from '../consent/consent';
import { CONSENT_BANNER } from '../consent/content';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { FOOTER_COLUMNS } from './nav';

/** The owner's profiles that site.yaml names, each optional. */
const SOCIAL = [
  { href: SITE.social.github, label: 'GitHub', Icon: GithubIcon },
  { href: SITE.social.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
  { href: SITE.social.x, label: 'X (Twitter)', Icon: XBrandIcon },
].flatMap(({ href, ...link }) => (href ? [{ href, ...link }] : []));

const BOTTOM_LINK =
  'inline-flex min-h-10 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function Footer() {
  return (
    <footer className="mt-16 border-t bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <AppLink to={link.to} className="text-muted-foreground hover:text-foreground">
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">Newsletter</h2>
          <p className="mb-3 text-sm text-muted-foreground">
            Practical notes on building software that fits your business. No spam.
          </p>
          <NewsletterForm />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 border-t px-4 py-6 sm:flex-row">
        <div className="flex flex-col items-center gap-x-6 sm:flex-row">
          <p className="text-sm text-muted-foreground">
            © {SITE.copyrightYear} {SITE.name}. All rights reserved.
          </p>
          <ul className="flex gap-6 text-sm">
            <li>
              <AppLink to="/privacy" className={BOTTOM_LINK}>
                Privacy
              </AppLink>
            </li>
            {SITE.consentMode === 'opt-in' && (
              <li>
                <button
                  type="button"
                  data-privacy-choices
                  className={BOTTOM_LINK}
                  onClick={(event) => consent.reopen(event.currentTarget)}
                >
                  {CONSENT_BANNER.reopen}
                </button>
              </li>
            )}
          </ul>
        </div>
        <ul className="flex gap-2 empty:hidden">
          {SOCIAL.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                href={href}
                aria-label={label}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex h-10 w-10 items-center justify-center rounded-md border hover:bg-muted"
              >
                <Icon className="h-5 w-5" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
