import {
  createContext,
  useContext,
  type MouseEventHandler,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface AppLinkProps {
  /** A path of the site. */
  to: string;
  className?: string;
  /** Added when the link is the current page, as the router's Link does (default: class `active`). */
  activeProps?: { className?: string; 'aria-current'?: 'page' };
  activeOptions?: { exact?: boolean };
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Names a call to action (CtaLink). */
  'data-cta'?: string;
  children: ReactNode;
}

/**
 * Whether `to` is the current page, as TanStack Router decides it: the same path (exact), or the path
 * or one below it; an exact link is not current while the URL has a query.
 */
export function isCurrent(to: string, pathname: string, search: string, exact = false): boolean {
  const current = trimSlash(pathname);
  const next = trimSlash(to);
  if (exact) return current === next && search.length <= 1;
  return (
    current.startsWith(next) && (current.length === next.length || current[next.length] === '/')
  );
}

/** A path without its trailing slashes (`/blog/` is `/blog`), the root kept. */
export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * A site link outside the router (a page's islands, hydrated without it: site/islands). It renders
 * what the router's Link renders for the same props, so an island hydrates the prerendered HTML as is;
 * a click is a plain navigation, which the island entry turns into a client-side one.
 */
function PlainLink({ to, className, activeProps, activeOptions, ...rest }: AppLinkProps) {
  const active =
    typeof window !== 'undefined' &&
    isCurrent(to, window.location.pathname, window.location.search, activeOptions?.exact);
  const state = active ? (activeProps ?? { className: 'active' }) : {};
  const classes = [className, state.className].filter(Boolean).join(' ') || undefined;
  return (
    <a
      {...rest}
      {...state}
      className={classes}
      href={to}
      {...(active ? { 'data-status': 'active', 'aria-current': 'page' } : {})}
    />
  );
}

// Render functions without hooks, called as functions: which one is used never changes for a tree.
const LinkImplementation = createContext<(props: AppLinkProps) => ReactElement>(PlainLink);

/** The router provides its Link here (lib/router-bindings.tsx); islands hydrated without it get PlainLink. */
export const AppLinkProvider = LinkImplementation.Provider;

/** A link to a page of the site, inside the router or in an island without it. */
export function AppLink(props: AppLinkProps) {
  const renderLink = useContext(LinkImplementation);
  return renderLink(props);
}
