/**
 * Engagement milestones of the current page: scroll depth 25/50/75 % and visible time 30 s, 2 min
 * and 5 min, each reported once per page until reset() (a page view of another path).
 */
import { guard, type Log } from './config';

type Milestones = [threshold: number, eventType: string][];

const SCROLL: Milestones = [
  [25, 'SCROLL_25'],
  [50, 'SCROLL_50'],
  [75, 'SCROLL_75'],
];
const TIME: Milestones = [
  [30, 'TIME_30_SEC'],
  [120, 'TIME_2_MIN'],
  [300, 'TIME_5_MIN'],
];
export const TICK_SECONDS = 5;

export interface Engagement {
  reset(): void;
  stop(): void;
}

export function startEngagement(emit: (eventType: string) => void, log: Log): Engagement {
  let scrolled = 0;
  let timed = 0;
  let visibleSeconds = 0;

  /** Emits the milestones of `list` that `value` reaches, from index `reached` on; the new index. */
  const reach = (list: Milestones, reached: number, value: number) => {
    for (let next; (next = list[reached]) && value >= next[0]; reached++) emit(next[1]);
    return reached;
  };

  // Depth is how far down the scrollable part of the page the visitor has been: 100 is the bottom.
  const onScroll = guard(log, () => {
    const scrollable = document.documentElement.scrollHeight - innerHeight;
    if (scrollable > 0) scrolled = reach(SCROLL, scrolled, (scrollY / scrollable) * 100);
  });

  // Only time while the page is visible counts, sampled every tick.
  const onTick = guard(log, () => {
    if (!document.hidden) {
      timed = reach(TIME, timed, (visibleSeconds += TICK_SECONDS));
    }
  });

  const timer = setInterval(onTick, TICK_SECONDS * 1000);
  addEventListener('scroll', onScroll);

  return {
    reset() {
      scrolled = timed = visibleSeconds = 0;
    },
    stop() {
      clearInterval(timer);
      removeEventListener('scroll', onScroll);
    },
  };
}
