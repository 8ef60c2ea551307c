import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import {
  erasePerson,
  erasuresOf,
  isEmailAddress,
  normalizeEmail,
  type Erasure,
} from '@leadline/server/operations';
import { withDatabase } from '../database';
import { EXIT_FAILURE, EXIT_OK, UsageError, type ExitCode } from '../output';

/** The address given with --email, checked. */
export function emailOption(value: string | undefined): string {
  if (!isEmailAddress(value)) {
    throw new UsageError('--email must be an e-mail address, e.g. --email jane@example.com');
  }
  return normalizeEmail(value as string);
}

/** On a terminal, the address must be typed again; elsewhere --yes must say it was meant. */
async function confirm(email: string): Promise<boolean> {
  if (!process.stdin.isTTY) {
    throw new UsageError('not on a terminal: add --yes to erase without typing the address again');
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    process.stderr.write(
      `This erases every lead, message, questionnaire, session, event and mail of ${email}.\n`,
    );
    const typed = await prompt.question('Type the address again to confirm: ');
    return normalizeEmail(typed) === email;
  } finally {
    prompt.close();
  }
}

const described = (erasure: Erasure) =>
  Object.entries(erasure.rowCounts)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ') || 'nothing was held';

const operator = () => {
  try {
    return `cli (${userInfo().username})`;
  } catch {
    return 'cli';
  }
};

/**
 * `leadline forget --email <address> [--yes]` erases a person; `leadline erasures --email <address>`
 * shows the audit lines that prove an earlier erasure.
 */
export function addForgetCommands(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  program
    .command('forget')
    .description(
      'erase everything held about an e-mail address (leads, messages, sessions, events, mails), in one transaction',
    )
    .requiredOption('--email <address>', 'the address to erase')
    .option('--yes', 'do not ask for the address again (for scripts)')
    .option('--json', 'print the audit line as JSON')
    .action((options: { email?: string; yes?: boolean; json?: boolean }) =>
      run(async () => {
        const email = emailOption(options.email);
        if (!options.yes && !(await confirm(email))) {
          console.error('leadline: the addresses differ: nothing was erased');
          return EXIT_FAILURE;
        }
        const erasure = await withDatabase((db) =>
          erasePerson(db.knex, email, { label: operator() }),
        );
        if (options.json) console.log(JSON.stringify(erasure));
        else
          console.log(
            `erased ${email} (audit line ${erasure.id}, ${erasure.erasedAt}): ${described(erasure)}`,
          );
        return EXIT_OK;
      }),
    );

  program
    .command('erasures')
    .description(
      'show when an address was erased, by whom, and how many rows (the address is not kept)',
    )
    .requiredOption('--email <address>', 'the address to look for')
    .option('--json', 'print the audit lines as JSON')
    .action((options: { email?: string; json?: boolean }) =>
      run(async () => {
        const email = emailOption(options.email);
        const lines = await withDatabase((db) => erasuresOf(db.knex, email));
        if (options.json) console.log(JSON.stringify(lines));
        else if (lines.length === 0) console.log(`no erasure of ${email} is recorded`);
        else
          for (const line of lines) {
            console.log(`${line.erasedAt}\t${line.erasedBy}\t${described(line)}`);
          }
        return EXIT_OK;
      }),
    );
}
