/** The frame of the server-rendered sign-in and sign-out pages: the site's colours, light and dark. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A whole page around `main` (trusted markup: escape what it quotes with escapeHtml), titled with
 * the site's name (the site folder's, as every page and mail is).
 */
export function renderAuthPage({
  title,
  siteName,
  main,
}: {
  title: string;
  siteName: string;
  main: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title>
<style>
  :root { color-scheme: light dark; --accent: #2563eb; }
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; min-height: 100vh;
    display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #f1f5f9; }
    main { background: #1e293b !important; border-color: #334155 !important; } input { background: #0f172a; color: inherit; } }
  main { width: min(24rem, calc(100vw - 2rem)); padding: 2rem; border: 1px solid #e2e8f0; border-radius: 0.75rem;
    background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  h1 { margin: 0 0 1.5rem; font-size: 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.375rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.625rem 0.75rem; font: inherit;
    border: 1px solid #94a3b8; border-radius: 0.5rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; font: inherit; font-weight: 600; color: #fff;
    background: var(--accent); border: 0; border-radius: 0.5rem; cursor: pointer; }
  .error { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.5rem; background: #fee2e2; color: #991b1b; }
  .note { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.5rem; background: #e0f2fe; color: #075985; }
  code { font-size: 0.875em; }
  a { color: inherit; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
