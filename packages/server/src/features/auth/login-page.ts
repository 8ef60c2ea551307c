/** The sign-in page: a small server-rendered form in the site's colours, for a browser navigation. */
import { escapeHtml, renderAuthPage } from './auth-page';

export interface LoginPage {
  siteName: string;
  returnTo: string;
  email?: string;
  error?: string;
  /** No admin exists yet: say how to create one. */
  noAdmin?: boolean;
}

export function renderLoginPage({
  siteName,
  returnTo,
  email = '',
  error,
  noAdmin,
}: LoginPage): string {
  return renderAuthPage({
    title: 'Sign in',
    siteName,
    main: `  <h1>Sign in</h1>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  ${
    noAdmin
      ? `<p class="note">No administrator exists yet. Create one on the server with
  <code>npm run leadline -- admin create --email you@example.com</code>
  (or <code>docker compose exec app leadline admin create --email you@example.com</code>).</p>`
      : ''
  }
  <form method="post" action="/api/login">
    <input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}" ${email ? '' : 'autofocus'}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required ${email ? 'autofocus' : ''}>
    <button type="submit">Sign in</button>
  </form>
  <p><a href="/">Back to the website</a></p>`,
  });
}
