import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTS } from './blog/posts';
import { GLOSSARY } from './glossary';
import * as home from './home';
import { PHASES } from './phases';
import { CASE_STUDIES } from './portfolio';
import { SERVICES } from './services';

const SPEC_SERVICES = [
  ['Custom Workflow Automation', '2-4 weeks', '$5,000-$12,000'],
  ['Integration-Ready MVPs', '4 weeks', '$8,000-$20,000'],
  ['API Integration', '2-3 weeks', '$4,000-$10,000'],
  ['Customer Self-Service Apps', '3-5 weeks', '$6,000-$15,000'],
  ['Business Dashboards', '2-4 weeks', '$5,000-$12,000'],
  ['Built for YOUR Process', '3-6 weeks', '$8,000-$25,000'],
] as const;

const SPEC_TERMS = [
  'REST API',
  'webhook',
  'OAuth',
  'PostgreSQL',
  'TypeScript',
  'React',
  'Express',
  'CI/CD',
  'SLA',
  'role-based access',
  'real-time sync',
  'CSV export',
  'API integration',
  'mobile-responsive',
  'auto-scaling',
];

const SPEC_POSTS = [
  ['how-to-build-mvp-in-4-weeks', 'Development', '8 min read'],
  ['choosing-right-tech-stack-for-startup', 'Technology', '6 min read'],
  ['cost-of-building-custom-app-2024', 'Business', '5 min read'],
  ['api-integration-best-practices', 'Development', '7 min read'],
  ['mobile-vs-web-what-to-build-first', 'Strategy', '6 min read'],
  ['security-essentials-for-modern-web-apps', 'Security', '9 min read'],
] as const;

/** Every string inside a value, however deeply nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The glossary terms named by `{{Term}}` or `{{shown words|Term}}` markers. */
function markedTerms(text: string): string[] {
  return [...text.matchAll(/\{\{([^}]*)\}\}/g)].map((match) => {
    const inner = match[1]!;
    return inner.slice(inner.lastIndexOf('|') + 1);
  });
}

/** Words as a reader counts them: whitespace-separated tokens with at least one letter or digit. */
function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token)).length;
}

function readPost(slug: string): string {
  return readFileSync(new URL(`./blog/${slug}.md`, import.meta.url), 'utf8');
}

function publicFileExists(path: string): boolean {
  return existsSync(new URL(`../../public${path}`, import.meta.url));
}

describe('services', () => {
  it('has seven services with unique ids and titles', () => {
    expect(SERVICES).toHaveLength(7);
    expect(new Set(SERVICES.map((service) => service.id)).size).toBe(7);
    expect(new Set(SERVICES.map((service) => service.title)).size).toBe(7);
  });

  it('lists the six spec services with their exact timelines and ranges', () => {
    const rows = SERVICES.slice(0, 6).map((s) => [s.title, s.timeline, s.priceRange]);
    expect(rows).toEqual(SPEC_SERVICES.map((row) => [...row]));
  });

  it('gives every service examples, deliverables and a modal description', () => {
    for (const service of SERVICES) {
      expect(service.examples.length).toBeGreaterThanOrEqual(3);
      expect(service.examples.length).toBeLessThanOrEqual(4);
      expect(service.whatYouGet.length).toBeGreaterThanOrEqual(4);
      expect(service.whatYouGet.length).toBeLessThanOrEqual(5);
      expect(service.expandedDescription.length).toBeGreaterThan(service.description.length);
    }
  });
});

describe('glossary', () => {
  it('has exactly the 15 spec terms', () => {
    expect(GLOSSARY.map((entry) => entry.term)).toEqual(SPEC_TERMS);
  });

  it('defines and illustrates every term', () => {
    for (const entry of GLOSSARY) {
      expect(entry.definition).not.toBe('');
      expect(entry.example).not.toBe('');
    }
  });

  it('is referenced by every marker in the services and home copy', () => {
    const terms = new Set(GLOSSARY.map((entry) => entry.term));
    const marked = stringsIn([SERVICES, home]).flatMap(markedTerms);
    expect(marked.filter((term) => !terms.has(term))).toEqual([]);
  });

  it('has at least 8 distinct terms marked in the services', () => {
    expect(new Set(stringsIn(SERVICES).flatMap(markedTerms)).size).toBeGreaterThanOrEqual(8);
  });
});

describe('phases', () => {
  it('are the four spec weeks in order', () => {
    expect(PHASES.map((phase) => [phase.week, phase.title])).toEqual([
      ['Week 1', 'Discovery & Design'],
      ['Week 2', 'Core Development'],
      ['Week 3', 'Integration & Testing'],
      ['Week 4', 'Launch & Deploy'],
    ]);
  });
});

describe('home copy', () => {
  it('has the spec hero and section cards', () => {
    expect(home.HERO.badge).toBe('4-Week MVP Development');
    expect(home.HERO.headline).toBe('Stop Working Inside the Box');
    expect(home.PATHWAYS).toHaveLength(2);
    expect(home.INTEGRATIONS.map((card) => card.title)).toEqual([
      'Legacy System Integration',
      'Third-Party APIs',
      'Real-Time Data Sync',
      'Workflow Consulting',
    ]);
    expect(home.MVP_BENEFITS.map((card) => card.title)).toEqual([
      'Fixed Timeline',
      'Focused Scope',
      'Agile Process',
    ]);
    expect(home.ABOUT.heading).toBe("I've Built for Both");
    expect(home.ABOUT.cards.map((card) => card.title)).toEqual([
      'Struggling Business Owners',
      'Technical Founders',
    ]);
    expect(home.ABOUT.whySolo.title).toBe('Why Solo Development Works');
    expect(home.ABOUT.whySolo.note).toContain('2 concurrent projects');
  });
});

describe('blog', () => {
  it('has the six spec posts in order', () => {
    expect(POSTS.map((post) => [post.slug, post.category, post.readTime])).toEqual(
      SPEC_POSTS.map((row) => [...row]),
    );
  });

  it('dates each post in 2024, with a matching ISO date', () => {
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ];
    for (const post of POSTS) {
      const [year, month, day] = post.isoDate.split('-').map(Number);
      expect(year).toBe(2024);
      expect(post.date).toBe(`${months[month! - 1]} ${day}, ${year}`);
    }
    expect(new Set(POSTS.map((post) => post.isoDate)).size).toBe(POSTS.length);
  });

  it.each(POSTS)(
    '$slug has an article of the right length that links to the calculator and contact page',
    (post) => {
      const markdown = readPost(post.slug);
      const words = wordCount(markdown);
      const minutes = Number.parseInt(post.readTime, 10);
      expect(words).toBeGreaterThanOrEqual(800);
      expect(words).toBeLessThanOrEqual(1500);
      expect(words / minutes).toBeGreaterThanOrEqual(150);
      expect(words / minutes).toBeLessThanOrEqual(200);
      expect(markdown).toMatch(/\]\(\/calculator\)/);
      expect(markdown).toMatch(/\]\(\/contact\)/);
      expect(markdown).not.toMatch(/^---/);
      expect(markdown).not.toMatch(/^# /m);
    },
  );

  it('states the cost guidance figures with correct arithmetic', () => {
    const markdown = readPost('cost-of-building-custom-app-2024');
    for (const figure of [
      '$15,000-$30,000',
      '$30,000-$60,000',
      '$60,000-$150,000+',
      '$200',
      '2-8 hours',
      '8-20 hours',
      '20-60+ hours',
      '4-60 hours',
      '68 hours × $200 = **$13,600**',
      '130 hours × $200 = **$26,000**',
      '168 hours × $200 = **$33,600**',
    ]) {
      expect(markdown).toContain(figure);
    }
  });
});

describe('images', () => {
  it('exist for every post, case study and the default share image', () => {
    const paths = [
      ...POSTS.map((post) => post.image),
      ...CASE_STUDIES.map((study) => study.image),
      '/images/og-default.svg',
    ];
    expect(paths.filter((path) => !publicFileExists(path))).toEqual([]);
  });

  it('are named after their post or case study', () => {
    for (const post of POSTS) expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
    for (const study of CASE_STUDIES)
      expect(study.image).toBe(`/images/portfolio/${study.slug}.svg`);
  });
});

describe('portfolio', () => {
  it('has four case studies with unique slugs', () => {
    expect(CASE_STUDIES).toHaveLength(4);
    expect(new Set(CASE_STUDIES.map((study) => study.slug)).size).toBe(4);
  });
});
