import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { glossary } from 'virtual:site/glossary';

export const GLOSSARY_HOVER_DELAY_MS = 200;
export const TERM_CLASS =
  'relative z-10 cursor-help border-b border-dotted border-current font-medium text-inherit';

const entries = new Map(glossary.map((entry) => [entry.term.toLowerCase(), entry]));

// The card (Radix HoverCard and its positioning engine) loads when a visitor first reaches for a term.
const loadCard = () => import('./glossary-card');
const GlossaryCard = lazy(() => loadCard().then((module) => ({ default: module.GlossaryCard })));

/** A glossary term with its definition and example in a hover card (after 200 ms, or on focus). */
export function GlossaryTerm({ term, children }: { term: string; children: ReactNode }) {
  const entry = entries.get(term.toLowerCase());
  const [active, setActive] = useState<'hover' | 'focus' | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (!entry) {
    console.warn(`Glossary: no entry for "${term}"; rendered as plain text.`);
    return <>{children}</>;
  }
  const plain = (
    <button
      type="button"
      className={TERM_CLASS}
      onPointerEnter={() => {
        void loadCard();
        hoverTimer.current = setTimeout(() => setActive('hover'), GLOSSARY_HOVER_DELAY_MS);
      }}
      onPointerLeave={() => {
        clearTimeout(hoverTimer.current);
        // Left before the card arrived: don't open it under a pointer that is gone.
        if (active === 'hover') setActive(null);
      }}
      onFocus={() => setActive('focus')}
    >
      {children}
    </button>
  );
  if (!active) return plain;
  return (
    <Suspense fallback={plain}>
      <GlossaryCard entry={entry} focus={active === 'focus'}>
        {children}
      </GlossaryCard>
    </Suspense>
  );
}

/** A term of running text: its props are the term and the words shown (an island's are JSON). */
export function GlossaryText({ term, text }: { term: string; text: string }) {
  return <GlossaryTerm term={term}>{text}</GlossaryTerm>;
}
