/**
 * The page a sign-out link from another site gets instead of signing its owner out: one button that
 * posts to /api/logout from this site (so the same-site check lets it through), and a way back.
 */
import { renderAuthPage } from './auth-page';

export const LOGOUT_QUESTION = 'Do you want to sign out?';

export function renderLogoutPage(siteName: string): string {
  return renderAuthPage({
    title: 'Sign out',
    siteName,
    main: `  <h1>Sign out</h1>
  <p id="logout-question">${LOGOUT_QUESTION} A link from another site asked to sign you out of this site; you are still signed in.</p>
  <form method="post" action="/api/logout" aria-describedby="logout-question">
    <button type="submit">Sign out</button>
  </form>
  <p><a href="/">Stay signed in and go to the website</a></p>`,
  });
}
