/** Length limits of stored text, shared by the forms and the server. */
export const LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  message: 10_000,
  notes: 10_000,
  wizardText: 5_000,
  currentTools: 8,
  honeypot: 500,
} as const;
