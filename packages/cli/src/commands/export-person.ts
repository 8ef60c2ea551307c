import { exportPerson } from '@leadline/server/operations';
import { withDatabase } from '../database';
import { EXIT_OK, UsageError, type ExitCode } from '../output';
import { outputName, writeOwnerOutput } from '../owner-file';
import { plural } from '../plural';
import { emailOption } from './forget';

/** `leadline export person --email <address> [--out file]`: an access request's answer, as JSON. */
export async function exportPersonJson(options: {
  email?: string;
  status?: string;
  since?: string;
  until?: string;
  out?: string;
  excel?: boolean;
}): Promise<ExitCode> {
  const email = emailOption(options.email);
  const csvOnly = (['status', 'since', 'until', 'excel'] as const).filter(
    (option) => options[option] !== undefined,
  );
  if (csvOnly.length > 0) {
    throw new UsageError(`--${csvOnly[0]} is for the CSV lists, not export person`);
  }
  const document = await withDatabase((db) => exportPerson(db.knex, email));
  const json = `${JSON.stringify(document, null, 2)}\n`;
  if (options.out) {
    await writeOwnerOutput(options.out, async (sink) => {
      sink.write(json);
    });
    const where = outputName(options.out);
    const rows = Object.values(document.tables).reduce((sum, rows) => sum + rows.length, 0);
    console.error(
      document.found
        ? `wrote ${plural(rows, 'row')} about ${email} to ${where}`
        : `nothing is held about ${email}; wrote an empty export to ${where}`,
    );
  } else {
    process.stdout.write(json);
  }
  return EXIT_OK;
}
