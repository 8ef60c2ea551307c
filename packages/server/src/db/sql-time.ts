/**
 * A timestamptz as text in SQL, as JavaScript's toISOString writes a Date: ISO 8601 in UTC with
 * milliseconds and `Z` (PostgreSQL's own text would be `+00:00`, with microseconds). The one form of
 * every time the product writes out: exports, webhook envelopes.
 */
export const isoTimeSql = (expression: string) =>
  `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
