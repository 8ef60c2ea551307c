/** The availability in the served pages: its stand-ins' values, made again in the pages on each change. */
import { availabilityStandIns } from '@leadline/domain';
import type { Logger } from '../../logger';
import type { LiveStandIns } from '../../middleware/static-site';
import type { LiveAvailability } from './live-availability';

export function servedAvailability(availability: LiveAvailability, logger: Logger): LiveStandIns {
  return {
    values: availabilityStandIns(availability.current()),
    subscribe: (update) => {
      availability.subscribe((next) => {
        const started = performance.now();
        const pages = update(availabilityStandIns(next));
        const ms = Math.round(performance.now() - started);
        logger.info(
          { month: next.month, slotsLeft: next.slotsLeft, source: next.source, pages, ms },
          `availability: ${pages} pages now say ${next.month}, ${next.slotsLeft} slots (${ms} ms)`,
        );
      });
    },
  };
}
