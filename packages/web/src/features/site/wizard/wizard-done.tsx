import { AppLink } from '../../../lib/app-link';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { DONE } from './content';

/** What the visitor sees once the questionnaire is in. */
export function WizardDone() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-4 py-6 text-center">
      <CircleCheckIcon className="mx-auto h-12 w-12 text-success" aria-hidden />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight">
        {DONE.title}
      </h2>
      <p className="mx-auto max-w-md text-muted-foreground">{DONE.body}</p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <AppLink to="/" className={buttonClasses('primary')}>
          {DONE.home}
        </AppLink>
        <AppLink to="/blog" className={buttonClasses('outline')}>
          {DONE.blog}
        </AppLink>
      </div>
    </div>
  );
}
