/** The exit-intent offer's copy (the Warm Leads tips promise a 'Free MVP Planning Checklist'). */
export const EXIT_COPY = {
  title: 'Before you go: a Free MVP Planning Checklist',
  description:
    'The six-step checklist I use with every client before a line of code is written: scope, numbers, data, budget and launch. Free, in your inbox in a minute.',
  nameLabel: 'Name (optional)',
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  submit: 'Send Me the Checklist',
  sending: 'Sending...',
  decline: 'No Thanks',
  successTitle: 'The checklist is on its way!',
  successBody: 'Check your inbox in a minute or two.',
  failure: 'Sorry, something went wrong. Please try again.',
} as const;
