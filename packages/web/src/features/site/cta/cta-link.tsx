import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/app-link';
import { cn } from '../../../lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { reportCta } from './cta-event';

interface CtaLinkProps {
  to: string;
  /** Names the call to action in the CTA_CLICKED event. */
  cta: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A call-to-action link that looks like a button and reports CTA_CLICKED. */
export function CtaLink({ to, cta, variant, size, className, children }: CtaLinkProps) {
  return (
    <AppLink
      to={to}
      className={cn(buttonClasses(variant, size), className)}
      // Read by a content page's link handling (site/islands/links.ts) where this is static HTML.
      data-cta={cta}
      onClick={(event) => reportCta(cta, to, event.nativeEvent)}
    >
      {children}
    </AppLink>
  );
}
