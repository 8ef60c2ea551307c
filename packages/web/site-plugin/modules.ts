/**
 * The site folder's content cut into modules, so that a page (and an island) loads only what it
 * shows: the identity is small and on every page, the home copy, services, portfolio, glossary and
 * testimonials each apart, the posts as a list with each body a module of its own, loaded with its
 * page. Each module is plain data (JSON) made at build time.
 */
import type { SiteContent, SiteImage } from '@leadline/domain/site-content';
import { renderMarkdown } from '../src/features/site/blog/markdown.ts';
import {
  ImageMistakes,
  planImage,
  type ImageFiles,
  type ImageProblem,
  type ImageRole,
} from './images.ts';
import { dateLabel, readMinutes } from './post-meta.ts';
import type {
  CaseStudyView,
  IdentityView,
  PostSummary,
  ResponsiveImage,
  TestimonialView,
} from './types';

/** Modules are imported as `virtual:site/<name>` (their types: src/site.d.ts). */
export const MODULE_PREFIX = 'virtual:site/';
/** One post's body, as HTML: `virtual:site/post/<slug>`. */
export const POST_MODULE = 'post/';
/** Only for the prerender build (Node): the folder's fingerprint and the files it names. */
export const BUILD_MODULE = 'build';

export interface PreparedSite {
  content: SiteContent;
  /** Every image file the modules name, to be written (build) or served (dev). */
  images: ImageFiles;
  /** Each module's source, by name (`identity`, `post/<slug>`...). */
  modules: Map<string, string>;
}

const exportConst = (name: string, value: unknown) =>
  `export const ${name} = ${JSON.stringify(value)};\n`;

/**
 * Renders the content and plans its images: every module's source. An image that cannot be read
 * stops it, after all the others were tried (ImageMistakes, one line for each).
 */
export async function prepareSite(content: SiteContent): Promise<PreparedSite> {
  const images: ImageFiles = new Map();
  const mistakes: ImageProblem[] = [];
  const image = (found: SiteImage, role: ImageRole): Promise<ResponsiveImage> =>
    planImage(found, role, images).catch((error: unknown) => {
      if (!(error instanceof ImageMistakes)) throw error;
      mistakes.push(...error.problems);
      return { src: '', width: 0, height: 0, sources: [] };
    });

  const { owner, ...identity } = content.identity;
  const identityView: IdentityView = {
    ...identity,
    owner: {
      name: owner.name,
      role: owner.role,
      bio: owner.bio,
      ...(owner.photo && { photo: await image(owner.photo, 'photo') }),
    },
  };

  const testimonials: TestimonialView[] = [];
  for (const { photo, ...testimonial } of content.testimonials) {
    testimonials.push({ ...testimonial, ...(photo && { photo: await image(photo, 'avatar') }) });
  }

  const caseStudies: CaseStudyView[] = [];
  for (const { body, image: screenshot, ...study } of content.caseStudies) {
    caseStudies.push({
      ...study,
      image: await image(screenshot, 'screenshot'),
      // The story sits under the case study's own heading (an h2 on /portfolio).
      html: renderMarkdown(body, { shiftHeadings: 1 }),
    });
  }

  const posts: PostSummary[] = [];
  for (const { body, image: cover, ...post } of content.posts) {
    posts.push({
      ...post,
      dateLabel: dateLabel(post.date),
      readMinutes: readMinutes(body),
      ...(cover && { image: await image(cover, 'cover') }),
    });
  }
  if (mistakes.length > 0) throw new ImageMistakes(mistakes);

  const modules = new Map<string, string>([
    ['identity', exportConst('identity', identityView)],
    ['home', exportConst('home', content.home)],
    ['catalogue', exportConst('catalogue', content.catalogue)],
    ['services', exportConst('services', content.services)],
    ['glossary', exportConst('glossary', content.glossary)],
    ['testimonials', exportConst('testimonials', testimonials)],
    ['portfolio', exportConst('caseStudies', caseStudies)],
    ['posts', postsModule(posts)],
  ]);
  for (const post of content.posts) {
    modules.set(
      `${POST_MODULE}${post.slug}`,
      `export default ${JSON.stringify(renderMarkdown(post.body))};\n`,
    );
  }
  return { content, images, modules };
}

/** The list, and a loader per body: a post's HTML is fetched with its page only. */
function postsModule(posts: PostSummary[]): string {
  const loaders = posts
    .map(
      ({ slug }) =>
        `  [${JSON.stringify(slug)}, () => import(${JSON.stringify(`${MODULE_PREFIX}${POST_MODULE}${slug}`)})],`,
    )
    .join('\n');
  return `${exportConst('posts', posts)}
const bodies = new Map([
${loaders}
]);

export async function loadPostHtml(slug) {
  const load = bodies.get(slug);
  return load ? (await load()).default : undefined;
}
`;
}

/** The prerender's own module: what it records about the folder, and the owner's photo to draw. */
export function buildModule(content: SiteContent, fingerprint: string): string {
  return (
    exportConst('siteFingerprint', fingerprint) +
    exportConst('ownerPhotoFile', content.identity.owner.photo?.file ?? null)
  );
}
