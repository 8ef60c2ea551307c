/**
 * Islands: the parts of a content page that need JavaScript (the header's menu, the footer's form, a
 * service's dialog, a glossary card...). Content pages (routes with `staticData: { light: true }`)
 * start with entry-light.tsx, which hydrates only these parts, without the router; the rest of the page
 * stays the prerendered HTML. The first navigation to another page loads the router and hands the
 * document to it (takeover.tsx), so navigation stays client-side. Everywhere else an island is an
 * ordinary part of the router's page.
 */
import type { ComponentType, ReactElement } from 'react';

/** Every island; registry.ts has a loader for each (checked by its type). */
export type IslandName =
  | 'header'
  | 'footer'
  | 'consent-slot'
  | 'services-grid'
  | 'glossary-term'
  | 'view-event'
  | 'read-to-end'
  | 'privacy-choices'
  | 'calculator'
  | 'contact'
  | 'wizard'
  | 'thank-you'
  | 'newsletter'
  | 'book'
  | 'book-manage';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** An island's props travel in the HTML, as JSON. */
export type IslandProps = Record<string, Json>;

export const ISLAND_SELECTOR = '[data-island]';

/**
 * `Component` marked as an island: wrapped in an element that takes no box of its own (`contents`)
 * and names it, with its props, for entry-light.tsx to hydrate.
 */
export function island<P extends IslandProps>(
  name: IslandName,
  Component: ComponentType<P>,
  tag: 'div' | 'span' = 'div',
): (props: P) => ReactElement {
  const Tag = tag;
  function Island(props: P) {
    return (
      <Tag className="contents" data-island={name} data-island-props={JSON.stringify(props)}>
        <Component {...props} />
      </Tag>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
