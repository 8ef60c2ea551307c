/** @leadline/tracker: the browser tracker and the vocabulary and wire types it shares with the server. */
export { createTracker, type Tracker, type TrackOptions } from './tracker';
export { asksNotToTrack, type TrackerOptions } from './config';
export * from './attribution';
export { deviceTypeOf } from './device';
export * from './vocabulary';
export * from './wire';
export { SESSION_KEY, VISITOR_KEY, TRACKER_STORAGE_KEYS, type StorageKey } from './storage-keys';
