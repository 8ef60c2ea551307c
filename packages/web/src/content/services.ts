import type { Service } from './types';

/** The seven cards of the services grid; the first six match the spec's price table exactly. */
export const SERVICES: readonly Service[] = [
  {
    id: 'workflow-automation',
    title: 'Custom Workflow Automation',
    tagline: 'Get your evenings back from copy-and-paste.',
    description:
      'I replace the spreadsheets, e-mail chains and manual steps behind your daily operations with one web app that does the repetitive work for you, triggered by {{webhooks|webhook}} and scheduled jobs.',
    expandedDescription:
      'Most of my clients were spending 20+ hours a week moving the same data between spreadsheets, inboxes and invoices. I map how work actually flows through your business, then build an app that handles the repetitive steps automatically and flags only the exceptions for a person. Your data lives in one {{PostgreSQL}} database, and a {{CSV export}} is always one click away.',
    examples: [
      'Turning a web form into a quote, a calendar booking and an invoice without retyping',
      'Sending automatic reminders when a job, payment or renewal is overdue',
      'Replacing a shared order spreadsheet with a proper order-tracking app',
      'Generating the weekly status report that someone currently builds by hand',
    ],
    whatYouGet: [
      'A walkthrough of your current process and a written automation plan',
      'A working web app that runs the automated steps and shows what it did',
      'Import of your existing spreadsheet data',
      'A short training session for you and your team',
      'A handoff call and written notes on how everything works',
    ],
    timeline: '2-4 weeks',
    priceRange: '$5,000-$12,000',
    idealFor: 'Owners whose team spends 10+ hours a week on manual admin',
    icon: 'workflow',
  },
  {
    id: 'integration-ready-mvp',
    title: 'Integration-Ready MVPs',
    tagline: 'Launch on day 28 with something real.',
    description:
      'A production-grade MVP in 4 weeks at a fixed price: a {{React}} and {{TypeScript}} front end, an {{Express}} and {{PostgreSQL}} back end, and a clean {{REST API}} ready for the integrations you will need next.',
    expandedDescription:
      'You get the essential features only, built properly the first time, so the MVP can grow into the product instead of being thrown away. Week 1 is discovery and design, weeks 2 and 3 are building and integrating, and week 4 is launch. I deploy with {{CI/CD}} and {{auto-scaling}} from the start, so early traction does not become an outage.',
    examples: [
      'A two-sided marketplace with listings, search and payments',
      'A subscription SaaS with sign-up, billing and an admin area',
      'A B2B portal that pilots with your first three customers',
      'An internal tool you plan to sell to other companies later',
    ],
    whatYouGet: [
      'A fixed scope, fixed price and fixed 4-week timeline agreed in writing',
      'Weekly check-ins and a live staging link from week 2',
      'Full source code in your repository, with documentation',
      'Production deployment with automated tests and monitoring',
      'A prioritized list of what to build after launch',
    ],
    timeline: '4 weeks',
    priceRange: '$8,000-$20,000',
    idealFor: 'Founders who need a real product in front of users or investors this quarter',
    icon: 'rocket',
  },
  {
    id: 'api-integration',
    title: 'API Integration',
    tagline: 'Make your tools finally talk to each other.',
    description:
      'I connect your CRM, accounting, e-commerce and scheduling tools through their APIs, with {{webhook}} listeners, {{OAuth}} connections and retries, so data moves on its own and stays correct.',
    expandedDescription:
      'An {{API integration}} replaces the person who copies orders into QuickBooks or contacts into the CRM every afternoon. I build connections that handle the unglamorous parts: rate limits, failed requests, duplicate events and clear logs when something needs attention. Where it matters, I set up {{real-time sync}} so every system shows the same numbers.',
    examples: [
      'Shopify orders created automatically as QuickBooks invoices',
      'New Stripe customers added to your CRM with their plan and status',
      'Form submissions routed to Slack, e-mail and your project board',
      'Two-way calendar sync between your booking system and Google Calendar',
    ],
    whatYouGet: [
      'An audit of the systems involved and what each API allows',
      'Reliable connections with retries, error alerts and activity logs',
      'A simple screen to check what synced and when',
      'Documentation of every data flow, in plain English',
    ],
    timeline: '2-3 weeks',
    priceRange: '$4,000-$10,000',
    idealFor: 'Businesses running on three or more tools that do not share data',
    icon: 'plug',
  },
  {
    id: 'customer-self-service',
    title: 'Customer Self-Service Apps',
    tagline: 'Stop answering "where is my order?"',
    description:
      'Secure customer portals where clients check status, book, pay, upload documents and download invoices on their own, with {{role-based access}} so everyone sees only what is theirs.',
    expandedDescription:
      'Every question a customer can answer for themselves is a phone call or e-mail your team no longer handles. I build a {{mobile-responsive}} portal that plugs into the systems you already use, so the information customers see is the same information your team sees. Customers sign in with e-mail or with Google through {{OAuth}}, and you control exactly what each account can see and do.',
    examples: [
      'A client portal showing project status, files and invoices',
      'Online booking and rescheduling with automatic confirmations',
      'A reorder portal for wholesale customers',
      'A document upload area that replaces e-mailed attachments',
    ],
    whatYouGet: [
      'Customer accounts with secure sign-in and password reset',
      'A portal designed around the questions your customers ask most',
      'An admin view for your team to manage accounts and content',
      'Connections to your existing scheduling, billing or CRM tools',
      'A launch checklist and customer invitation e-mails',
    ],
    timeline: '3-5 weeks',
    priceRange: '$6,000-$15,000',
    idealFor: 'Service businesses fielding the same customer questions every day',
    icon: 'users',
  },
  {
    id: 'business-dashboards',
    title: 'Business Dashboards',
    tagline: 'Know your numbers without building the report.',
    description:
      'One live dashboard that pulls sales, operations and finance data from your tools into a single view, kept current with {{real-time sync}} and exportable by {{CSV export}}.',
    expandedDescription:
      "If someone on your team spends Monday morning assembling last week's numbers, that report can build itself. I connect to your data sources, agree with you on the handful of numbers that actually drive decisions, and present them clearly with drill-downs and filters. {{Role-based access|role-based access}} keeps payroll and margin figures visible only to the people who should see them.",
    examples: [
      'Daily revenue, bookings and cancellations across locations',
      'Job profitability by technician, crew or customer',
      'Inventory levels with low-stock alerts',
      'A weekly owner summary e-mailed every Monday at 7 a.m.',
    ],
    whatYouGet: [
      'A session to define the metrics that matter and where they come from',
      'Automated data connections to your existing tools',
      'Charts, tables and filters designed for quick decisions',
      'Scheduled e-mail summaries and one-click exports',
    ],
    timeline: '2-4 weeks',
    priceRange: '$5,000-$12,000',
    idealFor: 'Owners and managers who make decisions from stale spreadsheets',
    icon: 'chart',
  },
  {
    id: 'built-for-your-process',
    title: 'Built for YOUR Process',
    tagline: 'Software that fits the way you actually work.',
    description:
      'Custom internal tools shaped around your process instead of forcing your team into generic software, built on {{React}}, {{Express}} and {{PostgreSQL}} so they last.',
    expandedDescription:
      "Off-the-shelf software makes you adapt to someone else's idea of your business; this works the other way round. I learn your process step by step, then build exactly the screens, rules and approvals your team needs and nothing else. Because it is yours, it grows with you without per-seat fees, and a {{REST API}} means it can connect to anything you add later.",
    examples: [
      'A job-costing and estimating tool for a specialty contractor',
      'An intake and case-tracking system for a professional services firm',
      'A production scheduling board for a small manufacturer',
      'A compliance checklist app with photo evidence and sign-off',
    ],
    whatYouGet: [
      'Process mapping workshops with you and the people who do the work',
      'A custom web app with the roles, rules and approvals you need',
      'Migration of your existing data',
      'Hosting set up in your own account, with backups',
      'Source code and documentation you own outright',
    ],
    timeline: '3-6 weeks',
    priceRange: '$8,000-$25,000',
    idealFor: 'Established businesses that have outgrown generic software',
    icon: 'puzzle',
  },
  {
    id: 'mobile-ready-web-apps',
    title: 'Mobile-Ready Web Apps',
    tagline: 'Put your business in every pocket, no app store required.',
    description:
      'Fast, {{mobile-responsive}} web apps that install to the home screen and work on any phone, tablet or desktop from one codebase, without app-store fees or review delays.',
    expandedDescription:
      'For most businesses, a well-built web app does everything a native app would at a fraction of the cost. Your team and customers open it from a link or a home-screen icon, it works on spotty connections, and updates reach everyone the moment I ship them through {{CI/CD}}. If you later need a native app, the same back end and {{REST API}} are ready for it.',
    examples: [
      'A field-service app for technicians to log jobs, photos and signatures',
      'A mobile ordering app for a restaurant or café group',
      'An inspection checklist that works offline and syncs later',
      'A member app for a gym, club or association',
    ],
    whatYouGet: [
      'A design built for thumbs first, then scaled up to desktop',
      'Home-screen install, offline support and push notifications where supported',
      'One codebase for iPhone, Android and desktop',
      'Testing on real devices before launch',
    ],
    timeline: '3-5 weeks',
    priceRange: '$7,000-$18,000',
    idealFor: 'Teams in the field and customers who live on their phones',
    icon: 'smartphone',
  },
];
