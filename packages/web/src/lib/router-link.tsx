import { Link } from '@tanstack/react-router';
import type { AppLinkProps } from './app-link';

/** AppLink inside the router: its Link, with client-side navigation and preloading on intent. */
export function RouterLink({ to, ...props }: AppLinkProps) {
  // The site's paths are checked where they are written (nav.ts and the pages), not by the router's types.
  return <Link to={to as '/'} {...props} />;
}
