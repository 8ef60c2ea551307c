/** The public pages and what each must show (SPEC section 2), from the tests' site folder. */
import { PUBLIC_PATHS } from '../../src/lib/site-files';
import { FIXTURE_SITE } from './site';

export interface PublicRoute {
  path: string;
  /** The page's one <h1>. */
  heading: string;
  /** What its <title> holds: the heading, or on the home page the brand. */
  title: string;
}

const FIXED: Record<string, string> = {
  '/': FIXTURE_SITE.home.hero.headline,
  '/services': 'Services',
  '/blog': 'Blog',
  '/contact': 'Get in Touch',
  '/book': 'Book a Call',
  '/book/manage': 'Your Booked Call',
  '/calculator': 'Check Availability & Cost',
  '/portfolio': 'Portfolio',
  '/workflow-wizard': "Let's Figure Out What You Need",
  '/thank-you': 'Your Estimate is Ready!',
  '/newsletter': 'Newsletter',
  '/privacy': 'Privacy',
};

function headingOf(path: string): string {
  const post = FIXTURE_SITE.posts.find((candidate) => path === `/blog/${candidate.slug}`);
  const heading = post?.title ?? FIXED[path];
  if (heading === undefined) throw new Error(`public-routes.ts: no heading known for ${path}`);
  return heading;
}

/** Every prerendered public page (the sitemap's list plus /thank-you). */
export const PUBLIC_ROUTES: PublicRoute[] = PUBLIC_PATHS.map((path) => ({
  path,
  heading: headingOf(path),
  title: path === '/' ? FIXTURE_SITE.identity.name : headingOf(path),
}));
