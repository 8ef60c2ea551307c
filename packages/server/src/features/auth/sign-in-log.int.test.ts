/**
 * No e-mail address typed into the sign-in form is written to the log: failures, throttled attempts
 * and sign-ins name it by a tag (a keyed hash) or by the user's id.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server';
import { capturedLog } from '../../test/captured-log';
import { describeIntegration, testConfig, useTestDatabase } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/sign-in';
import { createUser } from '../users/service';

describeIntegration('the sign-in log', () => {
  const database = useTestDatabase();
  const { lines, logger } = capturedLog();
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startServer(testConfig(database.current), logger);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signIn = (email: string, password: string) =>
    fetch(`${server!.url}/api/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('names a typed address by a tag, never by the address', async () => {
    await createUser(server!.db.knex, {
      email: 'owner@example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    const typed = ['Typo.Person@Example.com', 'owner@example.com', 'not-an-address'];
    const statuses: number[] = [];
    for (const email of typed) statuses.push((await signIn(email, 'a wrong guess')).status);
    for (let i = 0; i < 5; i++) statuses.push((await signIn(typed[1]!, `guess ${i}`)).status);
    statuses.push((await signIn(typed[1]!, TEST_PASSWORD)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 429, 429]);

    const failures = records().filter((record) => record.msg === 'sign-in failed');
    const refused = records().filter(
      (record) => record.msg === 'sign-in refused: too many failures',
    );
    expect(failures).toHaveLength(7);
    expect(refused.length).toBeGreaterThan(0);
    for (const record of [...failures, ...refused]) {
      expect(record.emailTag).toMatch(/^[0-9a-f]{12}$/);
      expect(record).not.toHaveProperty('email');
    }
    // One address, one tag: an operator can follow it through the log.
    const tagOf = (index: number) => failures[index]!.emailTag;
    expect(new Set([tagOf(1), ...failures.slice(3).map((record) => record.emailTag)]).size).toBe(1);
    expect(refused[0]!.emailTag).toBe(tagOf(1));
    expect(tagOf(0)).not.toBe(tagOf(1));

    const text = lines.join('\n').toLowerCase();
    for (const email of typed) expect(text).not.toContain(email.toLowerCase());
    expect(text).not.toContain('typo.person');
  });

  it('names a signed-in user by id', async () => {
    const user = await createUser(server!.db.knex, {
      email: 'second@example.com',
      password: TEST_PASSWORD,
      role: 'admin',
    });
    expect((await signIn('second@example.com', TEST_PASSWORD)).status).toBe(303);
    const signedIn = records().filter((record) => record.msg === 'signed in');
    expect(signedIn).toEqual([expect.objectContaining({ userId: user.id })]);
    expect(lines.join('\n')).not.toContain('second@example.com');
  });
});
