/**
 * A string as an SQL literal in the escape syntax (E'...'), which reads the same whatever
 * standard_conforming_strings says. For text PostgreSQL can store: it has no NUL character (JSON text
 * never does; JSON.stringify escapes it).
 */
export const sqlLiteral = (text: string) => `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
