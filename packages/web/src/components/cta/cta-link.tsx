import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { trackEvent } from '../../features/tracking/tracker';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../ui/button';

interface CtaLinkProps {
  to: LinkProps['to'];
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
    <Link
      to={to}
      className={cn(buttonClasses(variant, size), className)}
      onClick={() => trackEvent('CTA_CLICKED', { metadata: { cta, to } })}
    >
      {children}
    </Link>
  );
}
