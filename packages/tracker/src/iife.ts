/**
 * The <script> build (dist/tracker.js): reads its own data-* attributes, tracks the page view (sent
 * once the visitor engaged with the page) and exposes the tracker as window.leadline.
 *   <script src="https://leads.example.com/tracker.js" data-endpoint="https://leads.example.com"
 *           data-debug data-respect-dnt="false" defer></script>
 * Without data-endpoint the server is the page's own origin.
 */
import { createTracker, type Tracker } from './tracker';

declare global {
  interface Window {
    leadline?: Tracker;
  }
}

try {
  const script = document.currentScript as HTMLScriptElement | null;
  const data: DOMStringMap = script?.dataset ?? {};
  // A second copy of the script on the same page must not count the visit twice.
  if (!window.leadline) {
    const tracker = createTracker({
      endpoint: data.endpoint,
      debug: data.debug !== undefined,
      respectDoNotTrack: data.respectDnt !== 'false',
    });
    window.leadline = tracker;
    tracker.trackPageView();
  }
} catch {
  // never break the host page
}
