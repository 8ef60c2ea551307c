/** The sign-in session's cookie (HttpOnly, signed: koa-session adds its signature as `leadline.sid.sig`). */
export const SESSION_COOKIE = 'leadline.sid';

/**
 * Its name over HTTPS: a `__Host-` cookie is Secure, for the path `/` and this host only, so neither
 * a plain-HTTP page nor another subdomain of the owner's domain can set or replace it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Set beside the sign-in session cookie, readable by scripts: its presence means "signed in". */
export const SIGNED_IN_COOKIE = 'leadline.signed-in';

/** A sign-in session ends this long after its last use... */
export const SESSION_IDLE_DAYS = 7;
/** ...and, however often it is used, this long after the sign-in. */
export const SESSION_LIFETIME_DAYS = 30;

/** The roles of the admin area: an admin changes things, a viewer reads them. */
export const ROLES = ['admin', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The shortest password the server takes. */
export const MIN_PASSWORD_LENGTH = 12;
