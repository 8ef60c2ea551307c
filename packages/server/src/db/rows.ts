/** The single row an INSERT ... RETURNING or a lookup by key must give. */
export function onlyRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the database returned no row');
  return row;
}
