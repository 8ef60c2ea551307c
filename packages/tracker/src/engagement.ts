/**
 * Engagement with the current page: whether the visitor engaged with it (10 s visible in all, or a
 * scroll to its first milestone), and its milestones: scroll depth 25/50/75 % and visible time 30 s,
 * 2 min and 5 min, each reported once per page. A page is named by its path; another path starts
 * all of it over.
 */
import { guard, type Log } from './config';

type Milestones = [threshold: number, eventType: string][];

/** The first scroll milestone, in percent: a scroll this deep engages the visitor with the page. */
const ENGAGED_DEPTH = 25;
const SCROLL: Milestones = [
  [ENGAGED_DEPTH, 'SCROLL_25'],
  [50, 'SCROLL_50'],
  [75, 'SCROLL_75'],
];
const TIME: Milestones = [
  [30, 'TIME_30_SEC'],
  [120, 'TIME_2_MIN'],
  [300, 'TIME_5_MIN'],
];
/** Visible time is sampled once a second. */
export const TICK_SECONDS = 1;
/** Visible time on a page that engages the visitor with it (as GA4's engaged session: 10 s). */
export const ENGAGED_SECONDS = 10;

export interface Engagement {
  /** Page `path` is shown: unless it is the current page, its engagement starts from nothing and
   * what waited for the page left is dropped. */
  page(path: string): void;
  /** Runs `fn` once the visitor engaged with the current page, at once if they have; returns a
   * function that cancels it. */
  when(fn: () => void): () => void;
  stop(): void;
}

export function startEngagement(emit: (eventType: string) => void, log: Log): Engagement {
  let path = location.pathname;
  // Where the browser was when the current page began: a page may be named otherwise (a virtual path).
  let at = path;
  let scrolled = 0;
  let timed = 0;
  let visibleSeconds = 0;
  // What runs once the page is engaged; undefined once it is.
  let waiting: (() => void)[] | undefined = [];

  /** Emits the milestones of `list` that `value` reaches, from index `reached` on; the new index. */
  const reach = (list: Milestones, reached: number, value: number) => {
    for (let next; (next = list[reached]) && value >= next[0]; reached++) emit(next[1]);
    return reached;
  };

  const show = (shown: string) => {
    at = location.pathname;
    if (shown !== path) {
      path = shown;
      scrolled = timed = visibleSeconds = 0;
      waiting = [];
    }
  };
  // The address changed before anyone said which page this is (the site's router reports a page a
  // moment after it navigates): it is another page all the same, and this time is not the last one's.
  const here = () => {
    if (location.pathname !== at) show(location.pathname);
  };

  const engage = () => {
    const due = waiting;
    waiting = undefined;
    due?.forEach((fn) => fn());
  };

  // Depth is how far down the scrollable part of the page the visitor has been: 100 is the bottom.
  // Reaching the first milestone is a deliberate scroll: it engages the page (before the milestone).
  const onScroll = guard(log, () => {
    here();
    const scrollable = document.documentElement.scrollHeight - innerHeight;
    const depth = (scrollY / scrollable) * 100;
    if (scrollable > 0) {
      if (depth >= ENGAGED_DEPTH) engage();
      scrolled = reach(SCROLL, scrolled, depth);
    }
  });

  // Only time while the page is visible counts, sampled every tick: a hidden tab's time does not.
  const onTick = guard(log, () => {
    here();
    if (!document.hidden) {
      if (++visibleSeconds >= ENGAGED_SECONDS) engage();
      timed = reach(TIME, timed, visibleSeconds);
    }
  });

  const timer = setInterval(onTick, TICK_SECONDS * 1000);
  addEventListener('scroll', onScroll);

  return {
    page: show,
    when(fn) {
      if (!waiting) {
        fn();
        return () => {};
      }
      waiting.push(fn);
      return () => {
        waiting = waiting?.filter((other) => other !== fn);
      };
    },
    stop() {
      // Nothing waiting runs any more, nor anything asked for later.
      waiting = [];
      clearInterval(timer);
      removeEventListener('scroll', onScroll);
    },
  };
}
