import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { calculateSchemaFor, TOTAL_COST_MISMATCH } from './calculate-schema';
import type { Catalogue } from './features';
import { contactSchema } from './contact-schema';
import { workflowSchema } from './workflow-schema';
import {
  BUDGET_RANGES,
  CURRENT_TOOLS,
  PAIN_POINTS,
  TEAM_SIZES,
  TIMELINES,
  WIZARD_STEPS,
  valuesOf,
} from './wizard';

const errorsOf = async (promise: Promise<unknown>): Promise<string[]> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return [];
};

describe('contactSchema', () => {
  it('trims and lower-cases the e-mail, and drops a blank company', async () => {
    const input = await contactSchema.validate({
      name: ' Ann ',
      email: ' ANN@Example.com ',
      company: ' ',
      message: 'Hi',
    });
    expect(input).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      company: undefined,
      message: 'Hi',
    });
  });

  it('requires name, email and message', async () => {
    expect(await errorsOf(contactSchema.validate({}, { abortEarly: false }))).toEqual([
      'Please enter your name.',
      'Please enter your email address.',
      'Please enter a message.',
    ]);
  });
});

const CATALOGUE: Catalogue = [
  { id: 'chat', name: 'Real-time Chat', description: 'Live messaging.', price: 4500 },
  { id: 'search', name: 'Advanced Search', description: 'Full-text search.', price: 3000 },
];
const calculateSchema = calculateSchemaFor(CATALOGUE);

describe('calculateSchemaFor', () => {
  it('accepts a total that matches the catalogue', async () => {
    const input = await calculateSchema.validate({
      email: 'a@b.co',
      selectedFeatures: ['chat', 'search'],
      totalCost: 7500,
    });
    expect(input.selectedFeatures).toEqual(['chat', 'search']);
  });

  it('refuses a total that does not', async () => {
    expect(
      await errorsOf(
        calculateSchema.validate({ email: 'a@b.co', selectedFeatures: ['chat'], totalCost: 4499 }),
      ),
    ).toEqual([TOTAL_COST_MISMATCH]);
  });

  it('reports an unknown or repeated feature once, not also as a wrong total', async () => {
    expect(
      await errorsOf(
        calculateSchema.validate(
          { email: 'a@b.co', selectedFeatures: ['chat', 'chat'], totalCost: 1 },
          { abortEarly: false },
        ),
      ),
    ).toEqual(['Each feature can be selected only once.']);
  });
});

describe('workflowSchema', () => {
  const base = { sessionId: 'abc', totalSteps: 7 };

  it('has the seven steps of the spec in order', () => {
    expect(WIZARD_STEPS).toEqual([
      'pain_point',
      'current_tools',
      'manual_process',
      'team_size',
      'success_vision',
      'timeline_budget',
      'contact_info',
    ]);
  });

  it('knows exactly the option values of the spec', () => {
    expect(valuesOf(PAIN_POINTS)).toEqual([
      'data_entry',
      'reporting',
      'customer_requests',
      'inventory',
      'scheduling',
      'other',
    ]);
    expect(valuesOf(CURRENT_TOOLS)).toEqual([
      'excel',
      'quickbooks',
      'salesforce',
      'email',
      'slack',
      'shopify',
      'stripe',
      'other',
    ]);
    expect(valuesOf(TEAM_SIZES)).toEqual(['just_me', '2-5', '6-15', '16+']);
    expect(valuesOf(TIMELINES)).toEqual(['asap', '1-2_months', '3-6_months', 'exploring']);
    expect(valuesOf(BUDGET_RANGES)).toEqual(['under_5k', '5k-15k', '15k-30k', '30k+', 'unsure']);
  });

  it('lets a partial save leave out name and email', async () => {
    const input = await workflowSchema.validate({
      ...base,
      completedSteps: 3,
      painPoint: 'inventory',
    });
    expect(input).toMatchObject({ completedSteps: 3, painPoint: 'inventory' });
    expect(input.name).toBeUndefined();
    expect(input.email).toBeUndefined();
  });

  it('treats empty choices as unanswered', async () => {
    const input = await workflowSchema.validate({
      ...base,
      completedSteps: 1,
      teamSize: '',
      timeline: null,
    });
    expect(input.teamSize).toBeUndefined();
    expect(input.timeline).toBeUndefined();
  });

  it('requires name and email on the final submit', async () => {
    expect(
      await errorsOf(
        workflowSchema.validate({ ...base, completedSteps: 7 }, { abortEarly: false }),
      ),
    ).toEqual(['Please enter your name.', 'Please enter your email address.']);
  });

  it('refuses more than eight tools', async () => {
    const nine = [...valuesOf(CURRENT_TOOLS), 'excel'];
    expect(
      await errorsOf(workflowSchema.validate({ ...base, completedSteps: 2, currentTools: nine })),
    ).toEqual(['Choose at most 8 tools.']);
  });
});
