import type { ReactNode } from 'react';
import { mailtoHref } from '@leadline/domain';
import { SITE } from '../../../site-config';
import { PrivacyChoicesIsland } from './privacy-choices';
import {
  collected,
  consentText,
  IP_ADDRESS_TEXT,
  retentionText,
  rightsText,
  sharingText,
} from './content';
import { storedItems, type StoredItem } from './site-storage';

const WHERE: Record<StoredItem['where'], string> = {
  localStorage: 'localStorage (kept across visits)',
  sessionStorage: 'sessionStorage (this tab only)',
  cookie: 'cookie',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

/** /privacy: what the site records and why, from the same settings the server runs with. */
export function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Privacy</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        What {SITE.name} records about visitors, why, for how long, and how to see or erase it.
      </p>

      <Section id="privacy-collected" title="What is collected and why">
        {collected(SITE).map((item) => (
          <div key={item.title}>
            <h3 className="font-semibold">{item.title}</h3>
            <p>{item.what}</p>
            <p className="mt-1">
              <span className="font-medium">Why: </span>
              {item.why}
            </p>
          </div>
        ))}
      </Section>

      <Section id="privacy-consent" title="Consent">
        <p>{consentText(SITE)}</p>
        {SITE.consentMode === 'opt-in' && <PrivacyChoicesIsland />}
      </Section>

      <Section id="privacy-ip" title="Your IP address">
        <p>{IP_ADDRESS_TEXT}</p>
      </Section>

      <Section id="privacy-storage" title="What is stored in your browser">
        <p>
          No advertising or third-party cookies. The site keeps these keys in your browser (a{' '}
          <code>*</code> stands for a random id):
        </p>
        <ul className="space-y-4">
          {storedItems().map((item) => (
            <li key={item.name} className="rounded-lg border p-4">
              <p className="font-mono text-sm font-semibold break-all">{item.name}</p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
                <dt className="font-medium">Where</dt>
                <dd>{WHERE[item.where]}</dd>
                <dt className="font-medium">Holds</dt>
                <dd>{item.holds}</dd>
                <dt className="font-medium">Why</dt>
                <dd>{item.purpose}</dd>
                <dt className="font-medium">Kept</dt>
                <dd>{item.kept}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="privacy-retention" title="How long it is kept">
        {retentionText(SITE).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Section>

      <Section id="privacy-rights" title="Access and erasure">
        <p>{rightsText(SITE)}</p>
        <p>
          <a href={mailtoHref(SITE.email)} className="font-medium underline">
            {SITE.email}
          </a>
        </p>
      </Section>

      <Section id="privacy-sharing" title="Who else sees it">
        <p>{sharingText(SITE)}</p>
      </Section>
    </article>
  );
}
