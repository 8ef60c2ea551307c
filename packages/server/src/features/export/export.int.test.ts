import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, useTestServer } from '../../test/harness';
import { signedIn } from '../../test/sign-in';
import { countExport, csvChunks, exportCsv, type ExportKind } from './exports';
import { WARM_BAND } from '../warm-leads/queries';
import { lineItemsJson } from '../../test/site';

const FIRST_TOUCH = ',firstTouchSource,firstTouchMedium,firstTouchCampaign,firstTouchReferrer';

async function collect(chunks: AsyncGenerator<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

describeIntegration('CSV exports', () => {
  const app = useTestServer();
  let admin = '';

  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    await app.db.knex('calculator_leads').insert([
      {
        name: '=cmd|calc',
        email: 'a@example.com',
        selected_features: ['auth', 'api'],
        line_items: lineItemsJson(['auth', 'api']),
        total_cost: 6000,
        status: 'new',
        notes: 'said "call me", twice\nthen left',
        created_at: new Date('2026-03-01T10:00:00Z'),
      },
      {
        name: 'Bea',
        email: 'b@example.com',
        selected_features: ['chat'],
        line_items: lineItemsJson(['chat']),
        total_cost: 4500,
        status: 'contacted',
        created_at: new Date('2026-03-02T10:00:00Z'),
      },
      {
        name: null,
        email: 'c@example.com',
        selected_features: ['search'],
        line_items: lineItemsJson(['search']),
        total_cost: 3000,
        status: 'new',
        created_at: new Date('2026-03-03T10:00:00Z'),
      },
    ]);
  });

  it('streams the leads as RFC 4180 CSV, newest first, with formulas neutralised', async () => {
    const response = await app.get('/api/admin/export/leads.csv', { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      `id,createdAt,name,email,selectedFeatures,totalCost,status,notes,sessionId${FIRST_TOUCH}`,
    );
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},2026-03-03T10:00:00\.000Z,,c@example\.com,Advanced Search,3000,New,,,,,,$/,
    );
    // Features, statuses and answers read as on the screens, not as stored codes.
    expect(lines[2]).toMatch(/,Bea,b@example\.com,Real-time Chat,4500,Contacted,,,,,,$/);
    // The notes keep their line break inside the quoted field; records end with CRLF.
    expect(lines[3]).toMatch(
      /,'=cmd\|calc,a@example\.com,"User Authentication, API Integration",6000,New,"said ""call me"", twice\nthen left",,,,,$/,
    );
    expect(lines[4]).toBe('');
  });

  it('takes the list filters', async () => {
    const contacted = await (
      await app.get('/api/admin/export/leads.csv?status=contacted', { cookie: admin })
    ).text();
    expect(contacted.trim().split('\r\n')).toHaveLength(2);
    const window = await (
      await app.get('/api/admin/export/leads.csv?since=2026-03-02&until=2026-03-03', {
        cookie: admin,
      })
    ).text();
    expect(window).toContain('b@example.com');
    expect(window).not.toContain('a@example.com');
    expect(window).not.toContain('c@example.com');
    expect(
      (await app.get('/api/admin/export/leads.csv?status=won', { cookie: admin })).status,
    ).toBe(400);
    expect(
      (await app.get('/api/admin/export/hot-leads.csv?status=new', { cookie: admin })).status,
    ).toBe(400);
    expect(
      (await app.get('/api/admin/export/leads.csv?since=soon', { cookie: admin })).status,
    ).toBe(400);
    const flagOnLeads = await app.get('/api/admin/export/leads.csv?notified=false', {
      cookie: admin,
    });
    expect(flagOnLeads.status).toBe(400);
    expect(((await flagOnLeads.json()) as { fields: unknown }).fields).toEqual({
      notified: 'leads cannot be filtered by notified.',
    });
    expect(
      (await app.get('/api/admin/export/hot-leads.csv?contacted=maybe', { cookie: admin })).status,
    ).toBe(400);
    expect((await app.get('/api/admin/export/everything.csv', { cookie: admin })).status).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await app.get('/api/admin/export/contacts.csv')).status).toBe(401);
    const viewer = await signedIn(app, 'viewer');
    expect((await app.get('/api/admin/export/contacts.csv', { cookie: viewer })).status).toBe(403);
  });

  it('pages through rows that share a timestamp without losing or repeating any', async () => {
    const at = new Date('2026-04-01T00:00:00.123456Z');
    await app.db.knex('contact_messages').insert(
      Array.from({ length: 23 }, (_, i) => ({
        name: `n${i}`,
        email: `p${i}@example.com`,
        message: 'm',
        created_at: at,
      })),
    );
    const csv = await collect(exportCsv(app.db.knex, 'contacts', {}, { pageSize: 5 }));
    const emails = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[3]);
    expect(emails).toHaveLength(23);
    expect(new Set(emails).size).toBe(23);
  });

  it('hands a page on in chunks as it arrives, and gives the connection back when left early', async () => {
    const message = 'x'.repeat(4000);
    await app.db.knex('contact_messages').insert(
      Array.from({ length: 60 }, (_, i) => ({
        name: `chunk ${i}`,
        email: `chunk${String(i).padStart(2, '0')}@example.com`,
        message,
        created_at: new Date(Date.UTC(2027, 0, 1, 0, 0, i)),
      })),
    );
    const filter = { since: new Date('2027-01-01T00:00:00Z') };
    const counts: number[] = [];
    const chunks: string[] = [];
    for await (const chunk of exportCsv(app.db.knex, 'contacts', filter, {
      pageSize: 25,
      onRows: (rows) => counts.push(rows),
    }))
      chunks.push(chunk);
    // 60 rows of 4 KB: three pages (25, 25, 10), each cut into chunks of about 64 KB.
    expect(counts.reduce((sum, rows) => sum + rows, 0)).toBe(60);
    expect(counts.length).toBeGreaterThan(3);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(72 * 1024);
    const emails = chunks
      .join('')
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[3]);
    expect(emails).toEqual(
      Array.from({ length: 60 }, (_, i) => `chunk${String(59 - i).padStart(2, '0')}@example.com`),
    );

    const early = exportCsv(app.db.knex, 'contacts', filter, { pageSize: 25 });
    await early.next(); // the header
    expect((await early.next()).done).toBe(false);
    await early.return(undefined);
    // The server's own background work (the delivery worker, maintenance, the settings poll) may
    // hold a connection for a moment; a connection the export kept would never come back.
    await expect.poll(() => app.db.knex.client.pool.numUsed()).toBe(0);
    expect(await countExport(app.db.knex, 'contacts', filter)).toBe(60);
  });

  it('exports every kind with its header', async () => {
    for (const [kind, header] of [
      ['contacts', `id,createdAt,name,email,company,message,status,notes,sessionId${FIRST_TOUCH}`],
      [
        'workflow-submissions',
        `id,createdAt,name,email,company,painPoint,currentTools,manualProcess,teamSize,successVision,timeline,budgetRange,completedSteps,totalSteps,status,notes${FIRST_TOUCH}`,
      ],
      [
        'hot-leads',
        `id,createdAt,email,name,score,notified,contacted,convertedToLead,leadId,leadKind,qualificationReasons,sessionId${FIRST_TOUCH}`,
      ],
      [
        'warm-leads',
        `sessionId,createdAt,email,name,score,pagesViewed,timeOnSite,source,utmCampaign,deviceType,lastActivityAt${FIRST_TOUCH}`,
      ],
      ['subscribers', `email,createdAt,confirmedAt${FIRST_TOUCH}`],
    ]) {
      const response = await app.get(`/api/admin/export/${kind}.csv`, { cookie: admin });
      expect(response.status).toBe(200);
      expect((await response.text()).split('\r\n')[0]).toBe(header);
    }
  });

  it('gives its connection back when a page query fails, however often (the pool of 10 survives 15)', async () => {
    const { knex } = app.db;
    for (let attempt = 0; attempt < 15; attempt++) {
      const failing = csvChunks(knex, knex.select(knex.raw('1 / 0 as x')), 1);
      await expect(
        (async () => {
          for await (const chunk of failing) void chunk;
        })(),
      ).rejects.toThrow(/division by zero/);
    }
    const answer = await app.get('/api/admin/export/leads.csv', { cookie: admin });
    expect(answer.status).toBe(200);
    expect((await answer.text()).split('\n')[0]).toContain('email');
  });

  it.each(['-004714-11-23', '+010000-01-01', '+275760-09-13', '0999-12-31'])(
    'refuses a date PostgreSQL or the embedded database cannot compare (since=%s) with a 400',
    async (date) => {
      const answer = await app.get(
        `/api/admin/export/contacts.csv?since=${encodeURIComponent(date)}`,
        {
          cookie: admin,
        },
      );
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { fields: unknown }).fields).toEqual({
        since: 'since must be a date from 1000-01-01 to 9999-12-31.',
      });
    },
  );
});

describeIntegration('CSV for spreadsheets', () => {
  const app = useTestServer();
  let admin = '';
  beforeAll(async () => {
    admin = await signedIn(app, 'admin');
    await app.db.knex('workflow_submissions').insert({
      session_id: 'csv-labels',
      name: 'Zoë Ångström',
      email: 'zoe@example.com',
      pain_point: 'data_entry',
      current_tools: ['excel', 'slack'],
      team_size: '2-5',
      timeline: '1-2_months',
      budget_range: '15k-30k',
      completed_steps: 7,
      status: 'qualified',
    });
  });

  it('shows answers as the screens do, and for Excel starts with a byte-order mark', async () => {
    const plain = await app.get('/api/admin/export/workflow-submissions.csv', { cookie: admin });
    const text = await plain.text();
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const [, row] = text.split('\r\n');
    for (const label of [
      'Zoë Ångström',
      'Manual data entry',
      '"Excel / Google Sheets, Slack"',
      '2-5 people',
      'In 1-2 months',
      '"$15,000-$30,000"',
      'Qualified',
    ])
      expect(row).toContain(label);

    const excel = await app.get('/api/admin/export/workflow-submissions.csv?excel=true', {
      cookie: admin,
    });
    const bytes = new Uint8Array(await excel.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFF${text}`);
  });
});

describeIntegration('CSV first touch', () => {
  const app = useTestServer();
  /** The first-touch cells (the last four) of each data row, by the row's e-mail address. */
  const firstTouchOf = async (kind: ExportKind, pageSize?: number) => {
    const csv = await collect(exportCsv(app.db.knex, kind, {}, { pageSize }));
    const [header = '', ...rows] = csv.split('\r\n').slice(0, -1);
    const email = header.split(',').indexOf('email');
    return Object.fromEntries(
      rows.map((row) => {
        const cells = row.split(',');
        return [cells[email], cells.slice(-4)];
      }),
    );
  };
  // The visitor's first visit was this session: its own columns.
  const own = ['search', 'cpc', "'=spring", 'https://www.google.com/'];
  // A later visit: the first visit it remembers, not its own (direct) columns.
  const remembered = ['social', 'paid_social', 'launch', 'https://t.co/abc'];
  const none = ['', '', '', ''];

  beforeAll(async () => {
    const { knex } = app.db;
    const session = {
      device_type: 'desktop',
      created_at: new Date('2026-05-01T10:00:00Z'),
      last_activity_at: new Date('2026-05-01T10:05:00Z'),
    };
    await knex('analytics_sessions').insert([
      {
        ...session,
        session_id: 'ft-first',
        visitor_id: 'v-first',
        email: 'first@example.com',
        score: WARM_BAND.min,
        source: 'search',
        referral_source: 'google',
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: '=spring',
      },
      {
        ...session,
        session_id: 'ft-return',
        visitor_id: 'v-return',
        email: 'back@example.com',
        score: WARM_BAND.min,
        source: 'direct',
        first_visit: JSON.stringify({
          source: 'social',
          referralSource: 'twitter',
          referrer: 'https://t.co/abc',
          utmSource: 'twitter',
          utmMedium: 'paid_social',
          utmCampaign: 'launch',
          utmContent: null,
          utmTerm: null,
          landingPage: 'https://example.com/',
          timestamp: '2026-04-01T09:00:00.000Z',
        }),
      },
    ]);
    const lead = {
      selected_features: ['chat'],
      line_items: lineItemsJson(['chat']),
      total_cost: 1,
    };
    await knex('calculator_leads').insert([
      { ...lead, email: 'first@example.com', session_id: 'ft-first' },
      { ...lead, email: 'back@example.com', session_id: 'ft-return' },
      { ...lead, email: 'none@example.com', session_id: null },
      { ...lead, email: 'gone@example.com', session_id: 'ft-purged' },
    ]);
    await knex('contact_messages').insert([
      { name: 'F', email: 'first@example.com', message: 'm', session_id: 'ft-first' },
      { name: 'B', email: 'back@example.com', message: 'm', session_id: 'ft-return' },
      { name: 'N', email: 'none@example.com', message: 'm' },
    ]);
    await knex('workflow_submissions').insert([
      { session_id: 'ft-first', email: 'first@example.com' },
      { session_id: 'ft-return', email: 'back@example.com' },
      { session_id: 'ft-none', email: 'none@example.com' },
    ]);
    await knex('hot_leads').insert([
      { session_id: 'ft-first', email: 'first@example.com', score: 120 },
      { session_id: 'ft-return', email: 'back@example.com', score: 120 },
    ]);
    const at = new Date('2026-05-02T00:00:00.123456Z');
    await knex('newsletter_subscribers').insert(
      ['first@example.com', 'BACK@example.com', 'none@example.com']
        .map((email) => email.toLowerCase())
        .concat(Array.from({ length: 5 }, (_, i) => `same${i}@example.com`))
        .map((email, i) => ({ email, token: `ft-token-${i}`, created_at: at, confirmed_at: at })),
    );
  });

  it('carries the first visit when the session remembers one, else the session’s own', async () => {
    for (const kind of ['leads', 'contacts', 'workflow-submissions'] as const) {
      const cells = await firstTouchOf(kind);
      expect(cells['first@example.com']).toEqual(own);
      expect(cells['back@example.com']).toEqual(remembered);
      expect(cells['none@example.com']).toEqual(none);
    }
    // A session that has since been purged leaves the cells empty, as no session does.
    expect((await firstTouchOf('leads'))['gone@example.com']).toEqual(none);
    const hot = await firstTouchOf('hot-leads');
    expect([hot['first@example.com'], hot['back@example.com']]).toEqual([own, remembered]);
    // Warm leads are the sessions themselves.
    const warm = await firstTouchOf('warm-leads');
    expect([warm['first@example.com'], warm['back@example.com']]).toEqual([own, remembered]);
  });

  it('finds a subscriber’s sessions by address, and pages subscribers by their key', async () => {
    const cells = await firstTouchOf('subscribers', 3);
    expect(cells['first@example.com']).toEqual(own);
    expect(cells['back@example.com']).toEqual(remembered);
    expect(cells['none@example.com']).toEqual(none);
    // Eight addresses at one instant, in pages of three: none lost or repeated.
    expect(Object.keys(cells)).toHaveLength(8);
    const csv = await collect(exportCsv(app.db.knex, 'subscribers', {}, { pageSize: 3 }));
    expect(csv.split('\r\n').slice(1, -1)).toHaveLength(8);
  });
});
