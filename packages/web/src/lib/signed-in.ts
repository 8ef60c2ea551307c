import { SIGNED_IN_COOKIE } from '@leadline/domain';

/** Whether the sign-in cookie is there: the server sets it beside the session's, readable here. */
export const looksSignedIn = (): boolean =>
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
