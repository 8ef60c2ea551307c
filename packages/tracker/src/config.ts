/** The tracker's options, resolved once per createTracker() call, and the guard that keeps it silent. */

export interface TrackerOptions {
  /** Origin of the Leadline server, e.g. 'https://leads.example.com'; '' or omitted = this origin. */
  endpoint?: string;
  /** Log failures with console.debug. */
  debug?: boolean;
  /** Send nothing when the browser asks not to be tracked (DNT or GPC). Default true. */
  respectDoNotTrack?: boolean;
}

export type Log = (...details: unknown[]) => void;

export interface Config {
  endpoint: string;
  respectDoNotTrack: boolean;
  log: Log;
}

export function resolveConfig(options: TrackerOptions): Config {
  return {
    endpoint: (options.endpoint ?? '').replace(/\/+$/, ''),
    respectDoNotTrack: options.respectDoNotTrack !== false,
    log: options.debug
      ? // eslint-disable-next-line no-console -- opt-in diagnostics, off by default
        (...details) => console.debug('[leadline]', ...details)
      : () => {},
  };
}

/** Do Not Track (on navigator, or on window in old browsers) or Global Privacy Control. */
export function asksNotToTrack(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return (
    nav.globalPrivacyControl === true ||
    [nav.doNotTrack, (window as { doNotTrack?: string }).doNotTrack].includes('1')
  );
}

/** Wraps a listener or timer body so that nothing it throws reaches the host page. */
export const guard =
  <A extends unknown[]>(log: Log, fn: (...args: A) => void) =>
  (...args: A): void => {
    try {
      fn(...args);
    } catch (error) {
      log(error);
    }
  };
