/** Managing users (the CLI's `admin` commands): validated input, hashed passwords, revoked sessions. */
import type { Knex } from 'knex';
import { mixed, object, string } from 'yup';
import { email, MIN_PASSWORD_LENGTH, ROLES, type Role } from '@leadline/domain';
import { hashPassword } from '../auth/passwords';
import { deleteUser, insertUser, listUsers, updatePasswordHash, type User } from './queries';

export class UserError extends Error {
  override name = 'UserError';
}

const password = () =>
  string()
    .required('A password is required.')
    .min(
      MIN_PASSWORD_LENGTH,
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    )
    .max(1024, 'The password must be at most 1,024 characters long.');

const newUserSchema = object({
  email: email().required('An e-mail address is required.'),
  password: password(),
  role: mixed<Role>()
    .oneOf(ROLES, `The role must be one of: ${ROLES.join(', ')}.`)
    .required(),
});

function validated<T>(validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    throw new UserError((error as Error).message);
  }
}

export async function createUser(
  knex: Knex,
  input: { email: string; password: string; role: Role },
): Promise<User> {
  const user = validated(() => newUserSchema.validateSync(input));
  try {
    return await insertUser(knex, {
      email: user.email,
      role: user.role,
      passwordHash: await hashPassword(user.password),
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new UserError(`A user with the e-mail ${user.email} already exists.`);
    throw error;
  }
}

/** Sets a new password and signs the user out everywhere. */
export async function setPassword(
  knex: Knex,
  emailAddress: string,
  newPassword: string,
): Promise<void> {
  const address = validated(() => email().required().validateSync(emailAddress));
  const checked = validated(() => password().validateSync(newPassword));
  const hash = await hashPassword(checked);
  await knex.transaction(async (trx) => {
    if (!(await updatePasswordHash(trx, address, hash)))
      throw new UserError(`No user has the e-mail ${address}.`);
    await trx('auth_sessions')
      .whereIn('user_id', trx('users').select('id').where({ email: address }))
      .delete();
  });
}

/** Removes the user; their sessions go with them (ON DELETE CASCADE). */
export async function removeUser(knex: Knex, emailAddress: string): Promise<void> {
  const address = validated(() => email().required().validateSync(emailAddress));
  if (!(await deleteUser(knex, address))) throw new UserError(`No user has the e-mail ${address}.`);
}

export { listUsers };
