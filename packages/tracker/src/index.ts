/** @leadline/tracker: the browser tracker. What it shares with the server is in @leadline/domain. */
export { createTracker, type Tracker, type TrackOptions } from './tracker';
export { asksNotToTrack, type TrackerOptions } from './config';
export { rawAttributionOf } from './attribution';
export { deviceTypeOf } from './device';
export {
  OWNER_KEY,
  SESSION_KEY,
  VISITOR_KEY,
  TRACKER_STORAGE_KEYS,
  type StorageKey,
} from './storage-keys';
