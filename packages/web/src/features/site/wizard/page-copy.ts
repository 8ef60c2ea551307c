/** The questionnaire page's title and intro: on their own, as the route's head needs only these. */
export const WIZARD_PAGE = {
  title: "Let's Figure Out What You Need",
  metaDescription:
    'Answer seven quick questions about how your business runs today, and get a personal reply within 24 hours about what to build.',
  intro:
    "Seven quick questions about how you work today. I'll review your answers personally and reply within 24 hours.",
} as const;
