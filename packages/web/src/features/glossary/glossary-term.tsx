import { HoverCard } from 'radix-ui';
import type { ReactNode } from 'react';
import { GLOSSARY } from '../../content/glossary';
import { trackEvent } from '../tracking/tracker';

export const GLOSSARY_HOVER_DELAY_MS = 200;

const entries = new Map(GLOSSARY.map((entry) => [entry.term.toLowerCase(), entry]));

/** A glossary term with its definition and example in a hover card (after 200 ms, or on focus). */
export function GlossaryTerm({ term, children }: { term: string; children: ReactNode }) {
  const entry = entries.get(term.toLowerCase());
  if (!entry) {
    console.warn(`Glossary: no entry for "${term}"; rendered as plain text.`);
    return <>{children}</>;
  }
  return (
    <HoverCard.Root
      openDelay={GLOSSARY_HOVER_DELAY_MS}
      closeDelay={0}
      onOpenChange={(open) => {
        if (open) trackEvent('GLOSSARY_TERM_VIEWED', { metadata: { term: entry.term } });
      }}
    >
      <HoverCard.Trigger asChild>
        <button
          type="button"
          className="relative z-10 cursor-help border-b border-dotted border-current font-medium text-inherit"
          aria-describedby={undefined}
        >
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
