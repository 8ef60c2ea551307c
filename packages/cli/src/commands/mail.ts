import { Argument, type Command } from 'commander';
import { DELIVERY_STATUSES, type DeliveryStatus } from '@leadline/domain';
import {
  listOutbox,
  loadDeliverySettings,
  retryFailedMessages,
  retryJob,
  sendTestMail,
} from '@leadline/server/operations';
import { withDatabase } from '../database';
import { EXIT_FAILURE, EXIT_OK, UsageError, type ExitCode } from '../output';
import { plural } from '../plural';

const ADDRESS = /^[^\s@<>,"]+@[^\s@<>,"]+\.[^\s@<>,"]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `leadline mail test --to <address>`: one message through SMTP_URL's server, now. */
export function addMailCommand(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  program
    .command('mail')
    .description('e-mail settings')
    .command('test')
    .description("send a test message through SMTP_URL's server and print its reply")
    .requiredOption('--to <address>', 'where to send it')
    .action((options: { to: string }) =>
      run(async () => {
        if (!ADDRESS.test(options.to))
          throw new UsageError(`--to must be an e-mail address (got "${options.to}")`);
        const settings = loadDeliverySettings();
        console.error(
          `sending a test message to ${options.to} through ${new URL(settings.smtpUrl ?? 'smtp://unset').host}...`,
        );
        const reply = await sendTestMail(settings, options.to);
        console.log(`sent: the server answered "${reply}"`);
        return EXIT_OK;
      }),
    );
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/** `leadline outbox list|retry`: the messages Leadline queued, and sending failed ones again. */
export function addOutboxCommand(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  const outbox = program.command('outbox').description('the messages Leadline sends');
  outbox
    .command('list')
    .description('the most recent messages, newest first')
    .option('--status <status>', `only these (${DELIVERY_STATUSES.join(', ')})`)
    .option('--limit <n>', 'how many', '20')
    .option('--json', 'one JSON object per line')
    .action((options: { status?: string; limit: string; json?: boolean }) =>
      run(async () => {
        const status = options.status as DeliveryStatus | undefined;
        if (status && !DELIVERY_STATUSES.includes(status))
          throw new UsageError(`--status must be one of ${DELIVERY_STATUSES.join(', ')}`);
        const limit = Number(options.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
          throw new UsageError('--limit must be a whole number from 1 to 1000');
        const rows = await withDatabase((db) => listOutbox(db.knex, { status, limit }));
        for (const row of rows) {
          if (options.json) {
            console.log(JSON.stringify(row));
            continue;
          }
          console.log(
            [
              when(row.createdAt),
              row.status.padEnd(10),
              row.kind.padEnd(22),
              row.to ?? '(owner)',
              row.subject ?? '',
            ]
              .join('  ')
              .trimEnd(),
          );
          if (row.lastError)
            console.log(`  ${plural(row.attempts, 'attempt')}, last error: ${row.lastError}`);
          console.log(`  id ${row.id}`);
        }
        if (!options.json) console.error(plural(rows.length, 'message'));
        return EXIT_OK;
      }),
    );
  outbox
    .command('retry')
    .description('send a failed message again now (or every failed one with --failed)')
    .addArgument(new Argument('[id]', "the message's id (from outbox list)"))
    .option('--failed', 'every failed message')
    .action((id: string | undefined, options: { failed?: boolean }) =>
      run(async () => {
        if (Boolean(id) === Boolean(options.failed))
          throw new UsageError('give a message id or --failed (one of them)');
        if (id && !UUID.test(id)) throw new UsageError(`"${id}" is not a message id`);
        return withDatabase(async (db) => {
          if (!id) {
            const count = await retryFailedMessages(db.knex);
            console.log(`${plural(count, 'failed message')} queued again`);
            return EXIT_OK;
          }
          if (await retryJob(db.knex, 'mail_messages', id)) {
            console.log(`message ${id} queued again`);
            return EXIT_OK;
          }
          console.error(`leadline: no failed or waiting message ${id}`);
          return EXIT_FAILURE;
        });
      }),
    );
}
