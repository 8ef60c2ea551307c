/**
 * The calculator's catalogue is the site folder's calculator.yaml: the server prices estimates by
 * the one it read at start, and an estimate keeps the names and prices it was made with when the
 * owner renames, reprices or removes a feature later.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  CalculatorLeadRecord,
  Json,
  ListPage,
  PersonRecord,
  PersonSummary,
} from '@leadline/domain';
import { describeIntegration, useTestServer } from '../../test/harness';
import { adminFetch, signedIn } from '../../test/sign-in';
import { copyFixtureSite } from '../../test/site';
import { deliveriesSettled } from '../../test/outbox';

const NEW_FEATURE = `  - id: crm-sync
    name: CRM Sync
    description: Keeps your CRM in step with every order.
    price: 1250
`;

/** The fixture with auth at $2,150 (not the demo's $2,000), a new feature, and no chat. */
const site = copyFixtureSite();
site.edit('calculator.yaml', (text) => {
  const withoutChat = text.replace(/ {2}- id: chat\n(?: {4}.*\n)+/, '');
  return `${withoutChat.replace('price: 2000', 'price: 2150')}${NEW_FEATURE}`;
});

describeIntegration("the site's catalogue", () => {
  afterAll(() => site.remove());
  const app = useTestServer({ SITE_DIR: site.dir, DELIVERY_POLL_MS: '100' });
  let admin = '';
  const call = adminFetch(app, () => admin);
  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
  });

  const leads = async () => {
    const response = await call('GET', '/api/admin/submissions/leads?limit=100');
    expect(response.status).toBe(200);
    return ((await response.json()) as Json<ListPage<CalculatorLeadRecord>>).items;
  };

  let leadId = '';

  it('prices an estimate by it, and stores its lines', async () => {
    const response = await app.post('/api/calculate', {
      email: 'kim@example.com',
      selectedFeatures: ['auth', 'crm-sync'],
      totalCost: 3400,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: string; totalCost: number };
    expect(answer.totalCost).toBe(3400);
    leadId = answer.id;
    const row = await app.db.knex('calculator_leads').where({ id: leadId }).first();
    expect(row).toMatchObject({ selected_features: ['auth', 'crm-sync'], total_cost: 3400 });
    expect(row.line_items).toEqual([
      { id: 'auth', name: 'User Authentication', price: 2150 },
      { id: 'crm-sync', name: 'CRM Sync', price: 1250 },
    ]);
  });

  it.each([
    [['auth'], 2000, 'totalCost', 'totalCost does not match the selected features'],
    [['chat'], 4500, 'selectedFeatures', 'Unknown feature: chat.'],
    [['teleport'], 0, 'selectedFeatures', 'Unknown feature: teleport.'],
  ])('refuses %j at $%i with 400: %s', async (selectedFeatures, totalCost, field, message) => {
    const response = await app.post('/api/calculate', {
      email: 'kim@example.com',
      selectedFeatures,
      totalCost,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(answer.fields).toEqual({ [field]: message });
  });

  it('keeps an estimate as it was made when the owner renames, reprices or removes features', async () => {
    await deliveriesSettled(app.db.knex, 'mail_messages');
    site.edit('calculator.yaml', (text) =>
      text
        .replace('name: User Authentication', 'name: Sign-in & Accounts')
        .replace('price: 2150', 'price: 2500')
        .replace(NEW_FEATURE, ''),
    );
    await app.restart();
    admin = await signedIn(app, 'admin');

    // The new catalogue prices new estimates, and no longer has the removed feature.
    const now = await app.post('/api/calculate', {
      email: 'lee@example.com',
      selectedFeatures: ['auth'],
      totalCost: 2500,
    });
    expect(now.status).toBe(201);
    const gone = await app.post('/api/calculate', {
      email: 'lee@example.com',
      selectedFeatures: ['crm-sync'],
      totalCost: 1250,
    });
    expect(gone.status).toBe(400);

    // The admin API.
    const lead = (await leads()).find((item) => item.id === leadId);
    expect(lead).toMatchObject({
      selectedFeatures: ['auth', 'crm-sync'],
      totalCost: 3400,
      lineItems: [
        { id: 'auth', name: 'User Authentication', price: 2150 },
        { id: 'crm-sync', name: 'CRM Sync', price: 1250 },
      ],
    });
    expect((await leads()).find((item) => item.email === 'lee@example.com')?.lineItems).toEqual([
      { id: 'auth', name: 'Sign-in & Accounts', price: 2500 },
    ]);

    // The CSV export.
    const csv = await (await call('GET', '/api/admin/export/leads.csv')).text();
    const row = csv.split('\r\n').find((line) => line.startsWith(leadId));
    expect(row).toContain(',"User Authentication, CRM Sync",3400,');

    // The person's timeline.
    const people = (await (await call('GET', '/api/admin/people?limit=100')).json()) as Json<
      ListPage<PersonSummary>
    >;
    const kim = people.items.find((item) => item.email === 'kim@example.com');
    const person = (await (
      await call('GET', `/api/admin/people/${kim!.id}`)
    ).json()) as Json<PersonRecord>;
    expect(person.timeline).toContainEqual(
      expect.objectContaining({
        type: 'calculator',
        title: 'Calculator estimate of $3,400',
        detail: 'User Authentication, CRM Sync',
      }),
    );

    // The mails, composed again now (kept in the outbox: there is no SMTP_URL here).
    await app.db
      .knex('mail_messages')
      .whereRaw(`ref->>'leadId' = ?`, [leadId])
      .update({ status: 'queued', run_at: app.db.knex.fn.now(), text: null });
    await deliveriesSettled(app.db.knex, 'mail_messages');
    const mails = await app.db
      .knex('mail_messages')
      .whereRaw(`ref->>'leadId' = ?`, [leadId])
      .orderBy('kind')
      .select('kind', 'status', 'text');
    expect(mails.map((mail) => [mail.kind, mail.status])).toEqual([
      ['estimate', 'kept'],
      ['lead_alert', 'kept'],
    ]);
    const [estimate, alert] = mails as { text: string }[];
    expect(estimate!.text).toMatch(/User Authentication: \$2,150/);
    expect(estimate!.text).toMatch(/CRM Sync: \$1,250/);
    expect(estimate!.text).not.toContain('Sign-in & Accounts');
    expect(alert!.text).toContain('User Authentication, CRM Sync');
  });
});
