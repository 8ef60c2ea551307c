import type { BlogPostMeta } from '../types';

/** The blog's posts, newest first. Each post's markdown body is `./<slug>.md`. */
export const POSTS: readonly BlogPostMeta[] = [
  {
    slug: 'how-to-build-mvp-in-4-weeks',
    title: 'How to Build an MVP in 4 Weeks',
    excerpt:
      'A week-by-week plan for getting a real product in front of users on day 28, and the scope decisions that make it possible.',
    category: 'Development',
    date: 'Mar 19, 2024',
    isoDate: '2024-03-19',
    readTime: '8 min read',
    image: '/images/blog/how-to-build-mvp-in-4-weeks.svg',
    imageAlt: 'Four ascending blocks in indigo, violet, teal and amber leading to a flag',
  },
  {
    slug: 'choosing-right-tech-stack-for-startup',
    title: 'Choosing the Right Tech Stack for Your Startup',
    excerpt:
      'Why I build MVPs on React, TypeScript, Express and PostgreSQL, and the questions that should drive your own choice.',
    category: 'Technology',
    date: 'Mar 5, 2024',
    isoDate: '2024-03-05',
    readTime: '6 min read',
    image: '/images/blog/choosing-right-tech-stack-for-startup.svg',
    imageAlt: 'Four stacked layers in amber, violet, indigo and teal on a light background',
  },
  {
    slug: 'cost-of-building-custom-app-2024',
    title: 'The Real Cost of Building a Custom App in 2024',
    excerpt:
      'Typical price ranges, how hourly estimates add up feature by feature, and three worked examples at $200 an hour.',
    category: 'Business',
    date: 'Feb 20, 2024',
    isoDate: '2024-02-20',
    readTime: '5 min read',
    image: '/images/blog/cost-of-building-custom-app-2024.svg',
    imageAlt: 'Bar chart of rising columns next to a large amber coin',
  },
  {
    slug: 'api-integration-best-practices',
    title: 'API Integration Best Practices',
    excerpt:
      'How to connect your business tools so they keep working after launch: retries, webhooks, idempotency and honest monitoring.',
    category: 'Development',
    date: 'Feb 6, 2024',
    isoDate: '2024-02-06',
    readTime: '7 min read',
    image: '/images/blog/api-integration-best-practices.svg',
    imageAlt: 'Two app windows joined by curved teal connectors with colored dots',
  },
  {
    slug: 'mobile-vs-web-what-to-build-first',
    title: 'Mobile vs Web: What to Build First',
    excerpt:
      'Native app, web app or both? A practical way to decide what to build first, and why most businesses should start on the web.',
    category: 'Strategy',
    date: 'Jan 23, 2024',
    isoDate: '2024-01-23',
    readTime: '6 min read',
    image: '/images/blog/mobile-vs-web-what-to-build-first.svg',
    imageAlt: 'A phone and a desktop browser window side by side showing the same layout',
  },
  {
    slug: 'security-essentials-for-modern-web-apps',
    title: 'Security Essentials for Modern Web Apps',
    excerpt:
      'The security basics every business app needs from day one, from password storage and access control to backups and updates.',
    category: 'Security',
    date: 'Jan 9, 2024',
    isoDate: '2024-01-09',
    readTime: '9 min read',
    image: '/images/blog/security-essentials-for-modern-web-apps.svg',
    imageAlt: 'A violet shield with a teal check mark surrounded by small lock shapes',
  },
];

/** The post with this slug, or undefined. */
export function findPost(slug: string): BlogPostMeta | undefined {
  return POSTS.find((post) => post.slug === slug);
}
