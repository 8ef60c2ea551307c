import { Option, type Command } from 'commander';
import { MIN_PASSWORD_LENGTH, ROLES, type Role } from '@leadline/domain';
import { createUser, listUsers, removeUser, setPassword } from '@leadline/server/operations';
import { withDatabase } from '../database';
import { EXIT_OK, type ExitCode } from '../output';
import { readNewPassword } from '../password';

interface EmailOptions {
  email: string;
  passwordStdin?: boolean;
  json?: boolean;
}

/** `leadline admin create | list | set-password | remove`: the people who may sign in. */
export function addAdminCommand(
  program: Command,
  run: (action: () => Promise<ExitCode>) => Promise<void>,
): void {
  const admin = program.command('admin').description('the users who may sign in to the admin area');
  const passwordHelp = `read the password (at least ${MIN_PASSWORD_LENGTH} characters) from standard input instead of a prompt`;

  admin
    .command('create')
    .description('create a user (an admin unless --role viewer)')
    .requiredOption('--email <email>', 'their e-mail address')
    .addOption(
      new Option('--role <role>', 'admin opens the admin area; viewer does not')
        .choices(ROLES)
        .default('admin'),
    )
    .option('--password-stdin', passwordHelp)
    .option('--json', 'print the result as JSON')
    .action((options: EmailOptions & { role: Role }) =>
      run(async () => {
        const password = await readNewPassword(options.passwordStdin);
        const user = await withDatabase((db) =>
          createUser(db.knex, { email: options.email, password, role: options.role }),
        );
        if (options.json)
          console.log(JSON.stringify({ id: user.id, email: user.email, role: user.role }));
        else console.log(`created ${user.role} ${user.email}`);
        return EXIT_OK;
      }),
    );

  admin
    .command('list')
    .description('list the users')
    .option('--json', 'print the result as JSON')
    .action((options: { json?: boolean }) =>
      run(async () => {
        const users = await withDatabase((db) => listUsers(db.knex));
        if (options.json) {
          console.log(JSON.stringify(users));
          return EXIT_OK;
        }
        if (users.length === 0)
          console.log('no users yet: create one with `leadline admin create --email <email>`');
        for (const user of users) {
          const lastLogin = user.lastLoginAt ? new Date(user.lastLoginAt).toISOString() : 'never';
          console.log(`${user.email}\t${user.role}\tlast sign-in: ${lastLogin}`);
        }
        return EXIT_OK;
      }),
    );

  admin
    .command('set-password')
    .description("set a user's password (and sign them out everywhere)")
    .requiredOption('--email <email>', 'their e-mail address')
    .option('--password-stdin', passwordHelp)
    .action((options: EmailOptions) =>
      run(async () => {
        const password = await readNewPassword(options.passwordStdin);
        await withDatabase((db) => setPassword(db.knex, options.email, password));
        console.log(`password changed for ${options.email.trim().toLowerCase()}`);
        return EXIT_OK;
      }),
    );

  admin
    .command('remove')
    .description('remove a user (and end their sessions)')
    .requiredOption('--email <email>', 'their e-mail address')
    .action((options: EmailOptions) =>
      run(async () => {
        await withDatabase((db) => removeUser(db.knex, options.email));
        console.log(`removed ${options.email.trim().toLowerCase()}`);
        return EXIT_OK;
      }),
    );
}
