import { HoverCard } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import type { GlossaryEntry } from '@leadline/domain/site-content';
import { trackEvent } from '../tracking/tracker';
import { GLOSSARY_HOVER_DELAY_MS, TERM_CLASS } from './glossary-term';

interface GlossaryCardProps {
  entry: GlossaryEntry;
  /** The visitor has already hovered 200 ms or focused the term: open at once. */
  focus: boolean;
  children: ReactNode;
}

const report = (entry: GlossaryEntry) =>
  trackEvent('GLOSSARY_TERM_VIEWED', { metadata: { term: entry.term } });

/** The term's hover card (Radix): definition and example, on hover after 200 ms or on focus. */
export function GlossaryCard({ entry, focus, children }: GlossaryCardProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // This replaced the plain button the visitor was on: keep the keyboard focus where it was.
    if (focus) trigger.current?.focus();
    report(entry);
  }, [entry, focus]);

  return (
    <HoverCard.Root
      defaultOpen
      openDelay={GLOSSARY_HOVER_DELAY_MS}
      closeDelay={0}
      onOpenChange={(open) => {
        if (open) report(entry);
      }}
    >
      <HoverCard.Trigger asChild>
        <button ref={trigger} type="button" className={TERM_CLASS}>
          {children}
        </button>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          side="top"
          sideOffset={6}
          className="z-50 w-72 rounded-lg border bg-card p-4 text-sm text-foreground shadow-lg"
        >
          <p className="font-semibold">{entry.term}</p>
          <p className="mt-1">{entry.definition}</p>
          <p className="mt-2 text-muted-foreground">
            <span className="font-medium text-foreground">Example: </span>
            {entry.example}
          </p>
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
