/** The workflow questionnaire: its steps and the only values each choice question accepts. */
export const WIZARD_STEPS = [
  'pain_point',
  'current_tools',
  'manual_process',
  'team_size',
  'success_vision',
  'timeline_budget',
  'contact_info',
] as const;

export const WIZARD_TOTAL_STEPS = WIZARD_STEPS.length;

export const PAIN_POINTS = [
  { value: 'data_entry', label: 'Manual data entry' },
  { value: 'reporting', label: 'Reporting takes forever' },
  { value: 'customer_requests', label: 'Customer requests get lost' },
  { value: 'inventory', label: 'Inventory tracking' },
  { value: 'scheduling', label: 'Scheduling and bookings' },
  { value: 'other', label: 'Something else' },
] as const;

export const CURRENT_TOOLS = [
  { value: 'excel', label: 'Excel / Google Sheets' },
  { value: 'quickbooks', label: 'QuickBooks' },
  { value: 'salesforce', label: 'Salesforce' },
  { value: 'email', label: 'E-mail' },
  { value: 'slack', label: 'Slack' },
  { value: 'shopify', label: 'Shopify' },
  { value: 'stripe', label: 'Stripe' },
  { value: 'other', label: 'Other' },
] as const;

export const TEAM_SIZES = [
  { value: 'just_me', label: 'Just me' },
  { value: '2-5', label: '2-5 people' },
  { value: '6-15', label: '6-15 people' },
  { value: '16+', label: '16+ people' },
] as const;

export const TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-2_months', label: 'In 1-2 months' },
  { value: '3-6_months', label: 'In 3-6 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

export const BUDGET_RANGES = [
  { value: 'under_5k', label: 'Under $5,000' },
  { value: '5k-15k', label: '$5,000-$15,000' },
  { value: '15k-30k', label: '$15,000-$30,000' },
  { value: '30k+', label: '$30,000+' },
  { value: 'unsure', label: 'Not sure yet' },
] as const;

type ValueOf<T extends readonly { value: string }[]> = T[number]['value'];
export type PainPoint = ValueOf<typeof PAIN_POINTS>;
export type CurrentTool = ValueOf<typeof CURRENT_TOOLS>;
export type TeamSize = ValueOf<typeof TEAM_SIZES>;
export type Timeline = ValueOf<typeof TIMELINES>;
export type BudgetRange = ValueOf<typeof BUDGET_RANGES>;

export const valuesOf = <T extends readonly { value: string }[]>(options: T): ValueOf<T>[] =>
  options.map((option) => option.value);
