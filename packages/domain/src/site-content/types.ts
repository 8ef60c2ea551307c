/** What the loader reads from a site folder: the shapes the web build and the server consume. */
import type { z } from 'zod';
import type {
  calculatorFileSchema,
  caseStudyFrontMatterSchema,
  glossaryFileSchema,
  postFrontMatterSchema,
  serviceFrontMatterSchema,
  siteFileSchema,
  testimonialsFileSchema,
} from './schema';

type SiteFile = z.output<typeof siteFileSchema>;

/** An image the owner put in the folder: its path as written, and the file on disk. */
export interface SiteImage {
  /** As written in the folder, e.g. `images/me.jpg`. */
  path: string;
  /** Absolute. */
  file: string;
  /**
   * Where the folder names it (`site/site.yaml`, line 12, `owner.photo`): for a mistake found only
   * when the image is read (the web build's images: a file that is no image), said as the loader's.
   */
  namedAt: { file: string; line: number; field: string };
}

export type Owner = Omit<SiteFile['owner'], 'photo'> & { photo?: SiteImage };
export type SiteIdentity = Omit<SiteFile, 'home' | 'owner'> & { owner: Owner };
export type HomeCopy = SiteFile['home'];
export type Availability = SiteFile['availability'];
export type CatalogueFeature = z.output<typeof calculatorFileSchema>['features'][number];
export type Testimonial = Omit<z.output<typeof testimonialsFileSchema>[number], 'photo'> & {
  photo?: SiteImage;
};
export type GlossaryEntry = z.output<typeof glossaryFileSchema>[number];
export type ServiceIcon = z.output<typeof serviceFrontMatterSchema>['icon'];

export type Service = Omit<z.output<typeof serviceFrontMatterSchema>, 'order'> & {
  /** The file's name without `.md`. */
  id: string;
  /** The dialog's longer text (copy that may name glossary terms), paragraphs apart by blank lines. */
  body: string;
};

export type CaseStudy = Omit<z.output<typeof caseStudyFrontMatterSchema>, 'order' | 'image'> & {
  slug: string;
  image: SiteImage;
  /** Markdown. */
  body: string;
};

export type Post = Omit<z.output<typeof postFrontMatterSchema>, 'draft' | 'image'> & {
  slug: string;
  image?: SiteImage;
  /** Markdown. */
  body: string;
};

export interface SiteContent {
  /** The folder, absolute. */
  dir: string;
  identity: SiteIdentity;
  home: HomeCopy;
  catalogue: CatalogueFeature[];
  /** In the order of their `order`, then of their file names. */
  services: Service[];
  caseStudies: CaseStudy[];
  /** Published posts (drafts left out), newest first. */
  posts: Post[];
  testimonials: Testimonial[];
  glossary: GlossaryEntry[];
}
