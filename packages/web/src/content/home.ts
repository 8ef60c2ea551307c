import type { RichText } from './types';

/** The home page's copy. Components render it; glossary markers in RichText fields become hover cards. */

export interface Hero {
  badge: string;
  headline: string;
  subheadline: RichText;
}

export interface Pathway {
  id: 'business-owners' | 'technical-founders';
  title: string;
  description: RichText;
  points: readonly string[];
}

export interface InfoCard {
  title: string;
  description: RichText;
}

export interface AboutCard {
  title: string;
  description: RichText;
  points: readonly string[];
}

export interface WhySolo {
  title: string;
  /** Heading over `forOwners`. */
  forOwnersLabel: string;
  forOwners: readonly string[];
  /** Heading over `forTechnicalBuyers`. */
  forTechnicalBuyersLabel: string;
  forTechnicalBuyers: readonly string[];
  note: string;
}

export interface About {
  heading: string;
  cards: readonly AboutCard[];
  whySolo: WhySolo;
}

export const HERO: Hero = {
  badge: '4-Week MVP Development',
  headline: 'Stop Working Inside the Box',
  subheadline:
    'I build custom web apps and MVPs that replace your spreadsheets and connect your tools, delivered in 4 weeks at a fixed price. You work directly with me, with a check-in every week.',
};

export const PATHWAYS: readonly Pathway[] = [
  {
    id: 'business-owners',
    title: 'Drowning in Spreadsheets?',
    description:
      'Your business runs, but only because you and your team copy the same data between spreadsheets, inboxes and invoices every day. I build one app that does that work for you, with an {{API integration}} to each tool you already pay for.',
    points: [
      'Save 10-15 hours a week on manual data entry and reporting',
      'Your tools finally talk to each other, so nothing gets typed twice',
      'Grow without hiring another person just to keep up with admin',
      'My clients had spent 20+ hours a week in spreadsheets before we started',
    ],
  },
  {
    id: 'technical-founders',
    title: 'Need a Production-Grade MVP?',
    description:
      'You need an MVP that investors and early customers can rely on, not a prototype you will rewrite in six months. I build on a stack your future team will recognize, with a {{REST API}} at its core and {{CI/CD}} from the first commit.',
    points: [
      'React and TypeScript front end',
      'Express and PostgreSQL back end',
      'REST API integrations with the services you depend on',
      'Deployed with auto-scaling, ready for a 99.9% uptime SLA',
    ],
  },
];

export const INTEGRATIONS: readonly InfoCard[] = [
  {
    title: 'Legacy System Integration',
    description:
      'Your old system still holds years of data. I connect it to modern tools through a {{REST API}} layer, scheduled imports or a {{CSV export}} bridge, so you can modernize without a risky big-bang switch.',
  },
  {
    title: 'Third-Party APIs',
    description:
      'Stripe, QuickBooks, Shopify, Salesforce, Google and hundreds more. I handle {{OAuth}} sign-in, rate limits, retries and {{webhooks|webhook}} so the connections keep working after launch.',
  },
  {
    title: 'Real-Time Data Sync',
    description:
      'Orders, inventory and customer records stay identical across every system with {{real-time sync}}, built to handle 10,000+ transactions a day without anyone refreshing a spreadsheet.',
  },
  {
    title: 'Workflow Consulting',
    description:
      'Not sure what to automate first? We map your process together, find the steps that cost the most hours, and decide what is worth building and what a simple setting change can fix.',
  },
];

export const MVP_BENEFITS: readonly InfoCard[] = [
  {
    title: 'Fixed Timeline',
    description:
      'Four weeks from kickoff to launch. The plan is set in week 1, and your app goes live on day 28.',
  },
  {
    title: 'Focused Scope',
    description:
      'Essential features only. We cut everything that does not help you validate the idea, and keep a list for after launch.',
  },
  {
    title: 'Agile Process',
    description:
      'Weekly check-ins and a live staging link, so you see real progress every week and can change course early.',
  },
];

export const ABOUT: About = {
  heading: "I've Built for Both",
  cards: [
    {
      title: 'Struggling Business Owners',
      description:
        'I have sat with owners who spent their evenings reconciling spreadsheets and chasing invoices. The fix is rarely more software; it is the right software, connected properly.',
      points: [
        'Replaced 20+ hours a week of spreadsheet work with one app',
        'Connected accounting, scheduling and CRM tools that never shared data',
        'Built customer portals that cut routine phone calls and e-mails',
        'Plain-English updates every week, no jargon required',
      ],
    },
    {
      title: 'Technical Founders',
      description:
        'I have shipped MVPs that went from kickoff to paying users in 4 weeks, on a {{TypeScript}} codebase that a growing team could take over without a rewrite.',
      points: [
        'Launched production MVPs on day 28',
        'Built systems processing 10,000+ transactions a day',
        'Deployed with auto-scaling and monitoring to meet a 99.9% uptime SLA',
        'Clean, typed code with tests and documentation you own',
      ],
    },
  ],
  whySolo: {
    title: 'Why Solo Development Works',
    forOwnersLabel: 'For operations-focused owners',
    forOwners: [
      'You talk directly to the person building your app, never an account manager',
      'One person learns your business end to end, so nothing is lost in handoffs',
      'A fixed price and timeline, so there are no surprise invoices',
      'A weekly check-in keeps you in control without eating your week',
    ],
    forTechnicalBuyersLabel: 'For technical buyers',
    forTechnicalBuyers: [
      'One consistent architecture and code style across the whole codebase',
      'Decisions made in hours, not in meetings',
      'No agency overhead: you pay for engineering, not layers of management',
      'Documented, tested code ready for your future team to take over',
    ],
    note: 'I take on no more than 2 concurrent projects. That limit is deliberate: it is how I keep the 4-week timeline and give every client my full attention.',
  },
};
