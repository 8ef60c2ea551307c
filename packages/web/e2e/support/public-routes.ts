/** The public pages and what each must show (SPEC section 2). */
import { POSTS } from '../../src/content/blog/posts';
import { PUBLIC_PATHS } from '../../src/lib/site-files';

export interface PublicRoute {
  path: string;
  /** The page's one <h1>. Its <title> contains it too. */
  heading: string;
}

const FIXED: Record<string, string> = {
  '/': 'Stop Working Inside the Box',
  '/services': 'Services',
  '/blog': 'Blog',
  '/contact': 'Get in Touch',
  '/calculator': 'Check Availability & Cost',
  '/portfolio': 'Portfolio',
  '/workflow-wizard': "Let's Figure Out What You Need",
  '/thank-you': 'Your Estimate is Ready!',
  '/newsletter': 'Newsletter',
  '/privacy': 'Privacy',
};

function headingOf(path: string): string {
  const post = POSTS.find((candidate) => path === `/blog/${candidate.slug}`);
  const heading = post?.title ?? FIXED[path];
  if (heading === undefined) throw new Error(`public-routes.ts: no heading known for ${path}`);
  return heading;
}

/** Every prerendered public page (the sitemap's list plus /thank-you). */
export const PUBLIC_ROUTES: PublicRoute[] = PUBLIC_PATHS.map((path) => ({
  path,
  heading: headingOf(path),
}));
