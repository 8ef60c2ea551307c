/** The sign-in session's cookie (HttpOnly, signed: koa-session adds its signature as `leadline.sid.sig`). */
export const SESSION_COOKIE = 'leadline.sid';

/** Set beside the sign-in session cookie, readable by scripts: its presence means "signed in". */
export const SIGNED_IN_COOKIE = 'leadline.signed-in';
