/** The single row an INSERT ... RETURNING or a lookup by key must give. */
export function onlyRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the database returned no row');
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a row id (our ids are UUIDs): anything else is looked up as "not found". */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
