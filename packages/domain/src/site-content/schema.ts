/**
 * The site folder's contract (SITE_DIR, `site/` by default): what the owner writes, in YAML files and
 * Markdown front matter, written once here. The loader (`../site-folder`) validates each file with
 * these schemas, the build renders what they describe, the server reads the catalogue and identity,
 * and `schema/*.schema.json` (for editors) is generated from them.
 */
import { z } from 'zod';
import { availabilitySchema } from '../availability';

const text = (what: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `missing: add the ${what}` : 'must be text'),
    })
    .trim()
    .min(1, `must not be empty: write the ${what}`);
const optionalText = z.string('must be text').trim().min(1, 'must not be empty').optional();
const url = z
  .url({ protocol: /^https?$/, error: 'a full address starting with https:// (or http://)' })
  .optional();
/** A file under the site folder, such as `images/me.jpg`; the loader checks that it exists. */
export const imagePath = z
  .string()
  .regex(
    /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[\w\-./ ]+\.(?:jpe?g|png|webp|avif|gif|svg)$/i,
    'a path inside the site folder, such as images/me.jpg (jpg, png, webp, avif, gif or svg)',
  );
/** Copy that may name glossary terms as `{{REST API}}` or `{{REST APIs|REST API}}`. */
const richText = text('text');
const points = z.array(text('a point')).min(1);

const card = z.strictObject({ title: text('title'), description: richText });

const homeSchema = z.strictObject({
  hero: z.strictObject({ badge: text('badge'), headline: text('headline'), subheadline: richText }),
  pathways: z
    .array(
      z.strictObject({
        id: z.enum(['business-owners', 'technical-founders']),
        title: text('title'),
        description: richText,
        points,
      }),
    )
    .length(2),
  integrations: z.array(card).min(1),
  mvpBenefits: z.array(card).min(1),
  phases: z
    .array(
      z.strictObject({
        week: text('week'),
        title: text('title'),
        description: text('description'),
      }),
    )
    .min(1),
  about: z.strictObject({
    heading: text('heading'),
    cards: z.array(card.extend({ points })).min(1),
    whySolo: z.strictObject({
      title: text('title'),
      forOwnersLabel: text('label'),
      forOwners: points,
      forTechnicalBuyersLabel: text('label'),
      forTechnicalBuyers: points,
      note: text('note'),
    }),
  }),
});

/** `site.yaml`: who the site belongs to, how to reach them, and the home page's copy. */
export const siteFileSchema = z.strictObject({
  /** Set in the example site only: the setup checklist asks the owner to make the site theirs. */
  example: z.boolean().optional(),
  name: text('the brand').describe(
    'The brand: in the header, page titles, mails and share images.',
  ),
  tagline: text('tagline').describe(
    "The home page's title, followed by the brand (`<tagline> | <name>`) as on every page.",
  ),
  /** The meta description of pages that have none of their own. */
  description: text('description').describe(
    'The meta description of pages that have none of their own.',
  ),
  owner: z
    .strictObject({
      name: text('name'),
      role: text('role'),
      photo: imagePath.optional().describe('A path in this folder, such as images/me.jpg.'),
      bio: text('bio'),
    })
    .describe('You: shown in the about section of the home page and on share images.'),
  contact: z.strictObject({
    email: z.email('an e-mail address'),
    phone: optionalText,
  }),
  social: z.strictObject({ github: url, linkedin: url, x: url }).default({}),
  availability: availabilitySchema.describe(
    'The month you are booking (YYYY-MM) and the slots left, until you set them in the admin (Settings).',
  ),
  maxConcurrentProjects: z.int().min(1).max(20).default(2),
  /** The year in the footer's copyright line. */
  copyrightYear: z.int().min(1990).max(2100).describe("The year in the footer's copyright line."),
  /** A Google Analytics measurement id (G-...); unset loads no external tag. */
  analyticsId: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, 'a measurement id such as G-ABC123XYZ')
    .optional(),
  home: homeSchema,
});

export const FEATURE_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** `calculator.yaml`: the one catalogue of the calculator, the server's recompute, mails and exports. */
export const calculatorFileSchema = z.strictObject({
  features: z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(FEATURE_ID_PATTERN, 'lowercase letters, digits and dashes, such as auth'),
        name: text('name'),
        description: text('description'),
        /** In whole dollars. */
        price: z
          .int('a whole number of dollars')
          .min(1)
          .max(10_000_000)
          .describe('In whole dollars.'),
      }),
    )
    .min(1)
    .max(50)
    .refine((features) => new Set(features.map((f) => f.id)).size === features.length, {
      error: 'each feature needs an id of its own',
    }),
});

/** `testimonials.yaml`: a list of what clients said. */
export const testimonialsFileSchema = z.array(
  z.strictObject({
    quote: text('quote'),
    name: text('name'),
    role: text('role'),
    company: optionalText,
    photo: imagePath.optional(),
    link: url,
  }),
);

/** `glossary.yaml`: the terms copy may mark as `{{term}}`, shown as hover cards. */
export const glossaryFileSchema = z.array(
  z.strictObject({
    term: text('term'),
    definition: text('definition'),
    example: text('example'),
  }),
);

export const SERVICE_ICONS = [
  'workflow',
  'rocket',
  'plug',
  'users',
  'chart',
  'puzzle',
  'smartphone',
] as const;

/** `services/<id>.md`: the card's fields in front matter; the body is the longer text of its dialog. */
export const serviceFrontMatterSchema = z.strictObject({
  title: text('title'),
  tagline: text('tagline').describe('The one line under the title on the card.'),
  summary: richText,
  timeline: text('timeline'),
  price: text('price range'),
  idealFor: text('ideal for'),
  icon: z.enum(SERVICE_ICONS),
  examples: points,
  whatYouGet: points,
  /** Cards are shown by this number, then by file name. */
  order: z.number().optional(),
});

const isoDate = z.iso.date('a date written YYYY-MM-DD');

/** `portfolio/<slug>.md`: a case study; the body tells its story. */
export const caseStudyFrontMatterSchema = z.strictObject({
  title: text('title'),
  summary: text('summary'),
  /** A real screenshot, shown whole at its own aspect ratio. */
  image: imagePath,
  imageAlt: text('image description'),
  url,
  client: optionalText,
  industry: optionalText,
  duration: optionalText,
  stack: z.array(text('a technology')).optional(),
  results: z.array(text('a result')).optional(),
  order: z.number().optional(),
});

/** `posts/<slug>.md`: a blog post; the body is its Markdown. */
export const postFrontMatterSchema = z.strictObject({
  title: text('title'),
  date: isoDate,
  summary: text('summary'),
  category: optionalText,
  image: imagePath.optional(),
  imageAlt: optionalText,
  /** A draft is validated but not published. */
  draft: z.boolean().optional(),
});

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
