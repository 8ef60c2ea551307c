/**
 * A local command stuck mid-transaction, for the tests: through the running server's socket it
 * inserts a contact message in a transaction, prints "holding" and waits to be killed.
 */
import { openRunningEmbedded } from '@leadline/server/operations';

const dataDir = process.argv[2] ?? '';
const db = await openRunningEmbedded(dataDir);
if (!db) throw new Error(`no server socket in ${dataDir}`);
const trx = await db.knex.transaction();
await trx('contact_messages').insert({
  name: 'Killed',
  email: 'killed@example.com',
  message: 'written by a command killed mid-transaction',
});
console.log('holding');
await new Promise(() => {
  // held until the test kills this process
});
