/** Set beside the sign-in session cookie, readable by scripts: its presence means "signed in". */
export const SIGNED_IN_COOKIE = 'leadline.signed-in';
