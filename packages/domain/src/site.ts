/**
 * What the site says about its estimates wherever a price is shown. (Who the site belongs to is the
 * site folder's, SITE_DIR: `SiteIdentity` in ./site-content.)
 */

/** Said wherever a price is shown: on the thank-you page and in the estimate mail. */
export const ESTIMATE_DISCLAIMER =
  'This is a preliminary estimate based on the features you selected. The final price is fixed after a short discovery call, once your exact requirements are clear.';
