/** An access request's answer: everything held about an address, as one JSON document. */
import type { Knex } from 'knex';
import { collectPersonData, holdsAnything, type PersonTable } from './person-data';

export interface PersonExport {
  format: 'leadline.person-export';
  version: 1;
  exportedAt: string;
  email: string;
  /** Whether anything at all is held about the address (false: every table below is empty). */
  found: boolean;
  /** The person's own sessions, held whole. */
  sessionIds: string[];
  /** Sessions someone else used too: only the person's own events in them are held here. */
  sharedSessionIds: string[];
  /** Every row held, by table, with every column as stored. */
  tables: Record<PersonTable, Record<string, unknown>[]>;
}

export async function exportPerson(knex: Knex, address: string): Promise<PersonExport> {
  const data = await collectPersonData(knex, address);
  return {
    format: 'leadline.person-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    email: data.email,
    found: holdsAnything(data),
    sessionIds: data.sessionIds,
    sharedSessionIds: data.sharedSessionIds,
    tables: data.rows,
  };
}

/** A file name for the export that names no one: the day and a short id. */
export const exportFileName = (personId: string) =>
  `person-${personId.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.json`;
