/**
 * JSON to put inside a <script> element (structured data, a bootstrap's arguments). The HTML parser
 * ends a script at the first `</script`, whatever JSON.stringify left around it, and the server's
 * Content-Security-Policy allows every inline script of the built pages: a post titled
 * `</script><script>...` would run. `<`, `>` and `&` are written as \u escapes (the same string to a
 * JSON or JavaScript parser), and so are U+2028 and U+2029 (line ends to older JavaScript parsers).
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
