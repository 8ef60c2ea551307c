/** The warm-leads screen's follow-up advice (the nurture-tips card). */
export const NURTURE_TIPS = {
  title: 'Nurture tips',
  withEmail: {
    heading: 'Visitors with an e-mail address',
    tips: [
      'Follow up personally within 24 hours, while the visit is fresh.',
      'Open their session first: mention the pages and features they looked at.',
      'Offer the free 15-minute consultation and a case study that matches their interest.',
    ],
  },
  anonymous: {
    heading: 'Anonymous visitors',
    tips: [
      "They can't be contacted yet: the goal is an e-mail address.",
      "The exit-intent popup offers a 'Free MVP Planning Checklist' in exchange for one.",
      'At 75 points the hot-lead popup appears and offers a free consultation.',
    ],
  },
} as const;
