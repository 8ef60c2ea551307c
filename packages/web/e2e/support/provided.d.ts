import type { Credentials } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** An admin that exists in the server's database. */
    admin: Credentials;
    /** Why that admin could not be created ('' when it was). */
    adminError: string;
    /** A signed-in user whose role is viewer (not admin). */
    viewer: Credentials;
    /** Why that viewer could not be created ('' when it was). */
    viewerError: string;
  }
}
