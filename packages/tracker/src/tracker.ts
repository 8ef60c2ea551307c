/** createTracker(): wires identity, attribution, engagement and transport for one page load. */
import { rawAttributionOf } from './attribution';
import { asksNotToTrack, guard, resolveConfig, type TrackerOptions } from './config';
import { deviceTypeOf } from './device';
import { startEngagement } from './engagement';
import { beginVisit, isOwnersBrowser, newId } from './identity';
import { createTransport } from './transport';
import { ADDITIONAL_VISITS, categoryOf } from '@leadline/domain/vocabulary';
import type { ScoreStanding } from '@leadline/domain/wire';

export interface TrackOptions {
  /** Points to report instead of the vocabulary's (advisory: the server scores by its own table). */
  value?: number;
  /** Event details; timestamp and userAgent are added. */
  metadata?: Record<string, unknown>;
}

export interface Tracker {
  /** '' when the tracker is disabled (Do Not Track, Global Privacy Control, no browser): then
   * nothing is stored or sent. */
  readonly sessionId: string;
  readonly visitorId: string;
  /** Reports a page view of `path` (default: location.pathname + search) once the visitor engaged
   * with the page (whenEngaged); a page view of another path starts the page's engagement over. */
  trackPageView(path?: string): void;
  /** Runs `fn` once the visitor engaged with the page shown now (location.pathname): 10 s visible
   * on it in all, or a scroll to its first milestone (25 %); at once if they already have. Another
   * page drops what still waits for the last one. Returns a function that cancels `fn`. */
  whenEngaged(fn: () => void): () => void;
  track(eventType: string, options?: TrackOptions): void;
  /** The session's score from the server and whether it knows the visitor's e-mail address;
   * 0 and false on any failure. */
  getScore(): Promise<ScoreStanding>;
  /** Removes the listeners and timers; nothing more is sent. */
  stop(): void;
}

const noop = () => {};
const disabled: Tracker = {
  sessionId: '',
  visitorId: '',
  trackPageView: noop,
  whenEngaged: () => noop,
  track: noop,
  getScore: async () => ({ score: 0, emailKnown: false }),
  stop: noop,
};

const currentPage = () => location.pathname + location.search;
const pathOf = (url: string) => url.replace(/[?#][^]*/, '');

export function createTracker(options: TrackerOptions = {}): Tracker {
  const { endpoint, respectDoNotTrack, log } = resolveConfig(options);
  try {
    // Outside a browser this throws (no navigator or location), which also means disabled.
    if ((respectDoNotTrack && asksNotToTrack()) || isOwnersBrowser()) return disabled;
    // The server takes at most 2,048 characters (a longer query would have the session refused).
    const landingPage = currentPage().slice(0, 2048);
    // The raw fields only: the server computes the traffic source classes from them.
    const attribution = rawAttributionOf(location.search, document.referrer);
    const visit = beginVisit({
      ...attribution,
      landingPage,
      timestamp: new Date().toISOString(),
    });
    const { sessionId, id: visitorId, visits: visitCount } = visit;
    const transport = createTransport(endpoint, log, {
      sessionId,
      visitorId,
      isReturningVisitor: visitCount > 1,
      visitCount,
      deviceType: deviceTypeOf(innerWidth),
      ...attribution,
      landingPage,
      firstVisit: visit.firstVisit,
    });
    let page = landingPage;

    const send = (eventType: string, pageUrl: string, { value, metadata }: TrackOptions = {}) => {
      transport.send({
        // The same on every attempt to send it: the server stores the event once.
        eventId: newId(),
        eventType,
        eventCategory: categoryOf(eventType),
        // Advisory: the server scores by its event policy. A whole number when the caller gives one
        // (NaN and Infinity go out as null), else null.
        eventValue: value === undefined ? null : Math.round(value),
        // The server takes at most 2,048 characters.
        pageUrl: pageUrl.slice(0, 2048),
        metadata: {
          ...metadata,
          timestamp: new Date().toISOString(),
          userAgent: navigator.userAgent,
        },
      });
    };

    if (visit.isNewVisit && visitCount > 1) {
      send('RETURN_VISITOR', landingPage, { metadata: { visitCount } });
      // Visits 3 to 7 send their own number, once each: five at most, ever, for a visitor id.
      if (visitCount >= ADDITIONAL_VISITS.first && visitCount <= ADDITIONAL_VISITS.last) {
        send('ADDITIONAL_VISIT', landingPage, { metadata: { visitNumber: visitCount } });
      }
    }

    const engagement = startEngagement((type) => send(type, page), log);
    // pagehide, or visibilitychange to hidden: the last moments the page is sure to have.
    const onHide = guard(log, (event: Event) => {
      if (event.type === 'pagehide' || document.hidden) transport.flush();
    });
    document.addEventListener('visibilitychange', onHide);
    addEventListener('pagehide', onHide);

    return {
      sessionId,
      visitorId,
      trackPageView: guard(log, (path?: string) => {
        const url = path ?? currentPage();
        engagement.page(pathOf(url));
        page = url;
        engagement.when(() => send('PAGE_VIEW', url));
      }),
      whenEngaged: (fn: () => void) => {
        try {
          engagement.page(location.pathname);
          return engagement.when(guard(log, fn));
        } catch (error) {
          log(error);
          return noop;
        }
      },
      track: guard(log, (eventType: string, trackOptions?: TrackOptions) =>
        send(eventType, currentPage(), trackOptions),
      ),
      getScore: transport.score,
      stop: guard(log, () => {
        engagement.stop();
        transport.stop();
        document.removeEventListener('visibilitychange', onHide);
        removeEventListener('pagehide', onHide);
      }),
    };
  } catch (error) {
    log(error);
    return disabled;
  }
}
