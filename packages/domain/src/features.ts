/** The calculator's feature catalogue: what a visitor can pick, and what each costs in dollars. */
export const FEATURES = [
  {
    id: 'auth',
    name: 'User Authentication',
    cost: 2000,
    description: 'Secure sign-up, sign-in, password reset and role-based access for your users.',
  },
  {
    id: 'payment',
    name: 'Payment Gateway Integration',
    cost: 3500,
    description: 'Take card payments and subscriptions through Stripe or a similar provider.',
  },
  {
    id: 'admin',
    name: 'Admin Dashboard',
    cost: 5000,
    description: 'A back office to manage users, content and orders without touching the database.',
  },
  {
    id: 'api',
    name: 'API Integration',
    cost: 4000,
    description: 'Connect the tools you already use (CRM, accounting, e-mail) through their APIs.',
  },
  {
    id: 'notifications',
    name: 'Push Notifications',
    cost: 2500,
    description: 'Timely e-mail, SMS or in-app alerts when something needs attention.',
  },
  {
    id: 'analytics',
    name: 'Analytics & Reporting',
    cost: 3000,
    description: 'Dashboards and exports that show how the business is doing at a glance.',
  },
  {
    id: 'chat',
    name: 'Real-time Chat',
    cost: 4500,
    description: 'Live messaging between your users or with your support team.',
  },
  {
    id: 'search',
    name: 'Advanced Search',
    cost: 3000,
    description: 'Fast full-text search with filters, so people find what they need in seconds.',
  },
] as const;

export type Feature = (typeof FEATURES)[number];
export type FeatureId = Feature['id'];

export const FEATURE_IDS = FEATURES.map((feature) => feature.id) as readonly FeatureId[];

const costById = new Map<string, number>(FEATURES.map((feature) => [feature.id, feature.cost]));

export function isFeatureId(value: string): value is FeatureId {
  return costById.has(value);
}

/** The total in dollars of the given features; unknown ids are an error, not zero. */
export function totalCostOf(ids: readonly string[]): number {
  return ids.reduce((sum, id) => {
    const cost = costById.get(id);
    if (cost === undefined) throw new RangeError(`Unknown feature id: ${id}`);
    return sum + cost;
  }, 0);
}
