/**
 * What the built site loads from other origins (the external analytics tag, when one is configured),
 * by Content-Security-Policy directive. The prerender step writes it beside the pages; the server
 * allows exactly these origins in the pages' policy. A hidden path, so the site does not serve it.
 */
export const EXTERNAL_SOURCES_FILE = '.leadline/external-sources.json';

export const EXTERNAL_SOURCE_DIRECTIVES = ['script-src', 'connect-src', 'img-src'] as const;
export type ExternalSourceDirective = (typeof EXTERNAL_SOURCE_DIRECTIVES)[number];

/** Origins (e.g. `https://*.googletagmanager.com`) by directive. */
export type ExternalSources = Partial<Record<ExternalSourceDirective, readonly string[]>>;
