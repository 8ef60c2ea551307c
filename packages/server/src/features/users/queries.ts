import type { Knex } from 'knex';
import { UNSTORABLE_TEXT, type Role } from '@leadline/domain';

export interface User {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const columns = ['id', 'email', 'role', 'created_at as createdAt', 'last_login_at as lastLoginAt'];

export async function insertUser(
  knex: Knex,
  user: { email: string; passwordHash: string; role: Role },
): Promise<User> {
  const [row] = await knex('users')
    .insert({ email: user.email, password_hash: user.passwordHash, role: user.role })
    .returning<User[]>(columns);
  if (!row) throw new Error('the database returned no row');
  return row;
}

export async function findUserWithHash(
  knex: Knex,
  email: string,
): Promise<(User & { passwordHash: string }) | undefined> {
  // No stored address holds such characters, and PostgreSQL refuses them even in a comparison.
  if (UNSTORABLE_TEXT.test(email)) return undefined;
  return knex('users')
    .where({ email })
    .first<(User & { passwordHash: string }) | undefined>([
      ...columns,
      'password_hash as passwordHash',
    ]);
}

export async function findUserById(knex: Knex, id: string): Promise<User | undefined> {
  return knex('users').where({ id }).first<User | undefined>(columns);
}

export async function listUsers(knex: Knex): Promise<User[]> {
  return knex('users').orderBy('created_at').select<User[]>(columns);
}

// Affected rows are read from RETURNING: PGlite's driver does not report a count for DELETE.
export async function updatePasswordHash(
  knex: Knex,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await knex('users')
    .where({ email })
    .update({ password_hash: passwordHash })
    .returning('id');
  return rows.length > 0;
}

export async function deleteUser(knex: Knex, email: string): Promise<boolean> {
  const rows = await knex('users').where({ email }).delete().returning('id');
  return rows.length > 0;
}

export async function countAdmins(knex: Knex): Promise<number> {
  const [row] = await knex('users').where({ role: 'admin' }).count<{ n: number }[]>({ n: '*' });
  return row?.n ?? 0;
}

/** Every admin's address, in order: whom the owner's mails go to without NOTIFY_EMAIL. */
export async function listAdminEmails(knex: Knex): Promise<string[]> {
  return knex('users').where({ role: 'admin' }).orderBy('email').pluck<string[]>('email');
}

export async function recordLogin(knex: Knex, id: string): Promise<void> {
  await knex('users').where({ id }).update({ last_login_at: knex.fn.now() });
}
