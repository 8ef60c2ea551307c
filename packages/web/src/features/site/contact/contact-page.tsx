import { ClockIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { mailtoHref } from '@leadline/domain';
import { SITE } from '../../../site-config';
import { trackEvent } from '../tracking/tracker';
import { ContactForm } from './contact-form';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /contact: how to reach the developer, and the contact form. */
export function ContactPage() {
  const viewed = useRef(false);
  useEffect(() => {
    // Once per page load (a ref, so React's development double effects don't send it twice).
    if (viewed.current) return;
    viewed.current = true;
    trackEvent('CONTACT_FORM_VIEWED');
  }, []);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Get in Touch</h1>
        <p className="mt-3 text-muted-foreground">
          Tell me what slows your business down or what you want to launch. You&apos;ll hear back
          from me directly, not from a sales team.
        </p>
      </header>

      <div className="mt-10 grid gap-8 md:grid-cols-[18rem_1fr] lg:grid-cols-[20rem_1fr]">
        <Card className="h-fit space-y-5">
          <h2 className="text-lg font-semibold">Contact Information</h2>
          <ul className="space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <MailIcon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
              <a href={mailtoHref(SITE.email)} className="font-medium break-all hover:underline">
                <span className="sr-only">Email: </span>
                {SITE.email}
              </a>
            </li>
            {SITE.phone && (
              <li className="flex items-center gap-3">
                <PhoneIcon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
                <a href={telHref(SITE.phone)} className="font-medium hover:underline">
                  <span className="sr-only">Phone: </span>
                  {SITE.phone}
                </a>
              </li>
            )}
            <li className="flex items-center gap-3 text-muted-foreground">
              <ClockIcon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
              Replies within 24 hours
            </li>
          </ul>
        </Card>
        <Card>
          <h2 className="mb-5 text-lg font-semibold">Send a Message</h2>
          <ContactForm />
        </Card>
      </div>
    </div>
  );
}
