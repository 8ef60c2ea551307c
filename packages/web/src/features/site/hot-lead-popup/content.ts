/** The hot-lead popup's copy. */
export const POPUP_COPY = {
  title: "You've done your research!",
  description:
    "Looks like you're seriously weighing a project. Let's talk it through: book a free 15-minute consultation, no strings attached.",
  nameLabel: 'Name (optional)',
  namePlaceholder: 'Your name',
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  submit: "Yes, Let's Talk",
  sending: 'Sending...',
  decline: 'No Thanks',
  footer: "You'll also get a free project planning checklist, and I'll follow up within 24 hours.",
  successTitle: "Thanks! We'll be in touch soon.",
  successBody: 'Check your email for a free project planning checklist.',
  failureAlert: 'Sorry, something went wrong. Please try again.',
} as const;
