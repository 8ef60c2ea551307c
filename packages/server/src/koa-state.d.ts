import type { User } from './features/users/queries';
import type { Logger } from './logger';

/** What koa-session puts on the context for a signed-in browser (see features/auth). */
interface LoginSession {
  userId?: string;
  regenerate(): Promise<void> | undefined;
}

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
    /** The request's validated input, set by validate(). */
    input?: unknown;
    /** The signed-in administrator, on /api/admin routes. */
    user?: User;
    /**
     * A built page rewritten for this request (static-site.ts): its inline scripts differ from the
     * built file's, so security-headers.ts hashes them from here.
     */
    pageHtml?: string;
  }

  interface DefaultContext {
    /** Present on the routes that use sign-in sessions; null once ended. */
    session: LoginSession | null;
  }
}
