import type { Phase } from './types';

/** The four weeks of an MVP engagement, shown as numbered phase cards. */
export const PHASES: readonly Phase[] = [
  {
    week: 'Week 1',
    title: 'Discovery & Design',
    description:
      'Requirements gathering, wireframing and UI/UX design, so we agree on exactly what gets built before any code is written.',
  },
  {
    week: 'Week 2',
    title: 'Core Development',
    description:
      'I build the essential features and functionality, and you can click through progress on a live staging link.',
  },
  {
    week: 'Week 3',
    title: 'Integration & Testing',
    description:
      'API integration with your other tools, quality assurance across devices and bug fixes until everything holds up.',
  },
  {
    week: 'Week 4',
    title: 'Launch & Deploy',
    description:
      'Final polish, deployment to production and a full handoff, so your app is live on day 28.',
  },
];
