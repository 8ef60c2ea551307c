import type { ExternalSources } from '@leadline/domain';
import { SITE } from '../../../site-config';

/** Where gtag.js loads from and reports to: Google's Content-Security-Policy guide for Google Analytics 4. */
const GOOGLE_ANALYTICS: ExternalSources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** What the built site loads from other origins, for the server's Content-Security-Policy. */
export const externalSources = (): ExternalSources => (SITE.analyticsId ? GOOGLE_ANALYTICS : {});
