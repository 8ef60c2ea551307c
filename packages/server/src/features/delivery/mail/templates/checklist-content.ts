/** The Free MVP Planning Checklist, sent after a popup or exit-intent capture. */
export interface ChecklistSection {
  title: string;
  items: readonly string[];
}

export const CHECKLIST_TITLE = 'Your Free MVP Planning Checklist';

export const CHECKLIST: readonly ChecklistSection[] = [
  {
    title: '1. The problem',
    items: [
      'Write the problem in one sentence, in your customer’s words, not in features.',
      'Name who has it: one kind of user you can reach this month.',
      'Note how they solve it today (a spreadsheet, e-mail, a competitor) and what that costs them.',
      'Talk to five of them before you build; write down what they actually said.',
    ],
  },
  {
    title: '2. The smallest useful product',
    items: [
      'List every feature you imagine, then mark the ones without which nobody would use it.',
      'Keep one core journey (sign up, do the main thing, see the result) and cut the rest to “later”.',
      'Decide what you will do by hand behind the scenes for the first users instead of automating it.',
      'Fix the scope before the build starts; new ideas go on a list for version two.',
    ],
  },
  {
    title: '3. Success in numbers',
    items: [
      'Pick one number that shows the product works (weekly active users, orders, hours saved).',
      'Set the target for the first 30 days after launch.',
      'Plan how you will measure it from day one (analytics events, a simple report).',
    ],
  },
  {
    title: '4. Data and integrations',
    items: [
      'List the systems it must talk to (payments, CRM, accounting, e-mail) and whether each has an API.',
      'Gather sample data and who owns it; note any personal data and where it may be stored.',
      'Decide what happens to existing data: import once, sync, or start fresh.',
    ],
  },
  {
    title: '5. Budget and timeline',
    items: [
      'Set a fixed budget and a launch date, and let the scope give way rather than either of them.',
      'Keep about 15% aside for what you learn from the first users.',
      'Count the running costs too: hosting, e-mail, third-party services, maintenance.',
    ],
  },
  {
    title: '6. Launch',
    items: [
      'Choose the first ten users by name and how you will invite them.',
      'Prepare a way for them to reach you (a reply address, a chat, a call slot).',
      'Plan a weekly check-in for the first month to decide what to change next.',
    ],
  },
];
