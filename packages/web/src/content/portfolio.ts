import type { CaseStudy } from './types';

/** Selected projects, with clients anonymized. */
export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    slug: 'hvac-dispatch-and-invoicing',
    title: 'From Whiteboard Dispatch to One Scheduling App',
    client: 'A regional HVAC services company',
    industry: 'Home services',
    summary:
      'A dispatch, job-tracking and invoicing app that replaced a whiteboard, three spreadsheets and a lot of phone calls, launched on day 28.',
    problem:
      'Fourteen technicians were dispatched from a whiteboard and a shared spreadsheet. The office manager retyped every completed job into QuickBooks, and customers called to ask when their technician would arrive. Admin work took more than 20 hours a week.',
    solution:
      'I built a mobile-responsive web app with a drag-and-drop dispatch board for the office and a job screen for technicians, with photos, checklists and customer signatures. Completed jobs create QuickBooks invoices through an API integration, and customers get an automatic text when their technician is on the way.',
    results: [
      'Office admin time cut by 12 hours a week',
      'Invoices sent the same day instead of at the end of the week',
      'Launched on day 28, with all 14 technicians using it in the first week',
      'Double-booked appointments dropped to zero',
    ],
    stack: ['React', 'TypeScript', 'Express', 'PostgreSQL', 'QuickBooks API', 'Twilio'],
    duration: '4 weeks',
    image: '/images/portfolio/hvac-dispatch-and-invoicing.svg',
    imageAlt: 'Abstract dispatch board with colored job cards arranged in columns',
  },
  {
    slug: 'wholesale-ordering-portal',
    title: 'A Self-Service Ordering Portal for Wholesale Customers',
    client: 'A specialty food distributor',
    industry: 'Wholesale distribution',
    summary:
      'A customer portal where restaurants and shops place and repeat orders themselves, synced with inventory and accounting.',
    problem:
      'About 120 wholesale customers ordered by e-mail, phone and text. Two staff members spent most of each morning typing orders into a spreadsheet and checking stock by hand, and mistakes meant wrong deliveries.',
    solution:
      'I built a portal where each customer sees their own prices, order history and a one-click reorder button. Stock levels stay current through real-time sync with the warehouse system, and every order flows into accounting automatically. Role-based access lets sales reps manage their own accounts.',
    results: [
      '85% of orders placed through the portal within two months',
      'Order entry time down from 20+ hours a week to about 3',
      'Order errors reduced by roughly 90%',
      'Average order size up 11% thanks to reorder suggestions',
    ],
    stack: ['React', 'TypeScript', 'Express', 'PostgreSQL', 'Shopify API', 'Xero API'],
    duration: '5 weeks',
    image: '/images/portfolio/wholesale-ordering-portal.svg',
    imageAlt: 'Abstract storefront grid of product tiles with a shopping basket shape',
  },
  {
    slug: 'fintech-reconciliation-mvp',
    title: 'A Payment Reconciliation MVP for a Fintech Startup',
    client: 'A seed-stage fintech startup',
    industry: 'Financial technology',
    summary:
      'A production-grade MVP that matches payments against bank records automatically, processing 10,000+ transactions a day.',
    problem:
      'The technical founder had a validated idea and a pilot customer waiting, but a prototype that could not handle real volumes. They needed a production system in weeks, on a stack their first hires could take over.',
    solution:
      'In four weeks I built the core reconciliation engine, a review screen for unmatched items and a REST API for the pilot customer, on React, TypeScript, Express and PostgreSQL. Payment data arrives by webhook, processing runs on a job queue, and the app is deployed with CI/CD and auto-scaling.',
    results: [
      'Launched to the pilot customer on day 28',
      'Processing 10,000+ transactions a day within two months',
      'Met its 99.9% uptime SLA every month since launch',
      "Handed over to the startup's first in-house engineer without a rewrite",
    ],
    stack: ['React', 'TypeScript', 'Express', 'PostgreSQL', 'Stripe API', 'Docker'],
    duration: '4 weeks',
    image: '/images/portfolio/fintech-reconciliation-mvp.svg',
    imageAlt: 'Two columns of abstract transaction rows joined by matching lines',
  },
  {
    slug: 'clinic-operations-dashboard',
    title: 'One Dashboard for a Multi-Location Practice',
    client: 'A physical therapy practice with four locations',
    industry: 'Healthcare services',
    summary:
      'A live operations dashboard that replaced a weekly report built by hand from three systems.',
    problem:
      'Every Monday the practice manager exported data from the scheduling, billing and payroll systems and spent most of the day combining it in a spreadsheet. By the time the owners saw the numbers, they were a week old.',
    solution:
      'I connected the three systems through their APIs and built a dashboard showing visits, cancellations, revenue and therapist utilization by location, updated every hour. Role-based access keeps payroll figures visible only to the owners, and any table has a CSV export.',
    results: [
      'Saved the practice manager about 6 hours every week',
      'Owners see numbers from the last hour instead of last week',
      'Late-cancellation rate down 18% after the trend became visible',
      'Delivered in 3 weeks',
    ],
    stack: ['React', 'TypeScript', 'Express', 'PostgreSQL', 'REST API integrations'],
    duration: '3 weeks',
    image: '/images/portfolio/clinic-operations-dashboard.svg',
    imageAlt: 'Abstract dashboard with a line chart, bar chart and donut chart',
  },
];
