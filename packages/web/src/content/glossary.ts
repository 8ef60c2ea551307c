import type { GlossaryEntry } from './types';

/** The technical terms that get a hover card wherever the copy marks them as `{{Term}}`. */
export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'REST API',
    definition:
      'A standard way for two pieces of software to ask each other for data over the internet. Most modern business tools offer one so other systems can connect to them.',
    example:
      "Your booking app uses the accounting tool's REST API to create an invoice the moment a job is marked done.",
  },
  {
    term: 'webhook',
    definition:
      'An automatic message one app sends to another the instant something happens. Instead of checking for news every few minutes, your system is told right away.',
    example:
      'When a customer pays online, the payment provider sends a webhook and the order flips to "paid" within seconds.',
  },
  {
    term: 'OAuth',
    definition:
      'A secure way to let one app act on your behalf in another without sharing your password. You click "Allow" once and can revoke access at any time.',
    example:
      'A bakery owner connects her Google Calendar to the ordering app with OAuth, so pickups land on her calendar without her password ever leaving Google.',
  },
  {
    term: 'PostgreSQL',
    definition:
      'A reliable, free, open-source database used by companies of every size. It stores your business data in organized tables and keeps it consistent.',
    example:
      'Every customer, quote and invoice for a landscaping company lives in one PostgreSQL database instead of five spreadsheets.',
  },
  {
    term: 'TypeScript',
    definition:
      'A version of JavaScript that checks the code for mistakes before it runs. It catches whole classes of bugs before your users ever see them.',
    example:
      'TypeScript flags that a price field was passed as text instead of a number, so the bug is fixed before a customer gets a wrong total.',
  },
  {
    term: 'React',
    definition:
      'A popular toolkit for building the screens people click and type into. It makes interfaces fast and easy to change as your business changes.',
    example:
      'The customer portal for a cleaning company is built with React, so booking a visit feels as quick as using a phone app.',
  },
  {
    term: 'Express',
    definition:
      'A lightweight, widely used framework for the server side of a web app. It receives requests, applies your business rules and talks to the database.',
    example:
      'When a technician submits a job report, an Express server checks it, saves it and emails the customer a summary.',
  },
  {
    term: 'CI/CD',
    definition:
      'Continuous integration and continuous delivery: every code change is tested automatically and, if it passes, shipped without manual steps. Updates become small, frequent and low-risk.',
    example:
      'A fix to the invoice layout is tested and live within ten minutes of being written, with no late-night "deploy day."',
  },
  {
    term: 'SLA',
    definition:
      'A service level agreement: a written promise about how reliable a system will be and how fast problems get answered. It turns "it should be fine" into a number you can hold someone to.',
    example:
      'A 99.9% uptime SLA means the ordering site may be down for no more than about 43 minutes in a month.',
  },
  {
    term: 'role-based access',
    definition:
      'Permissions grouped by job role, so each person sees and changes only what their work requires. Adding a new hire means picking a role, not setting dozens of switches.',
    example:
      'Office staff can edit invoices, technicians can only see their own jobs, and the owner sees everything.',
  },
  {
    term: 'real-time sync',
    definition:
      'Keeping the same information up to date in several places at once, within seconds. Nobody works from an old copy.',
    example:
      "When the warehouse marks an item out of stock, the online store and the sales team's screen show it immediately.",
  },
  {
    term: 'CSV export',
    definition:
      'A download of your data as a plain spreadsheet file that Excel, Google Sheets and most other tools can open. Your data is never locked inside one app.',
    example:
      'At month end, the bookkeeper clicks one button for a CSV export of all paid invoices and imports it into her tax software.',
  },
  {
    term: 'API integration',
    definition:
      'Connecting two software systems through their APIs so they share data automatically. It replaces copying and pasting between tools.',
    example:
      'An API integration between the online store and QuickBooks records every sale in the books without anyone retyping it.',
  },
  {
    term: 'mobile-responsive',
    definition:
      'Designed to adjust its layout to any screen, from a phone to a wide monitor. One app works well everywhere, with nothing to install.',
    example:
      'Field staff fill in the same mobile-responsive inspection form on their phones that the office uses on desktop.',
  },
  {
    term: 'auto-scaling',
    definition:
      'Hosting that adds server capacity automatically when traffic rises and removes it when traffic falls. You pay for what you use and the site stays fast during rushes.',
    example:
      'A ticketing app handles a Friday-morning rush of ten times its usual visitors because auto-scaling adds servers for that hour.',
  },
];
