/**
 * The made-up post the build prerenders the "post not found" page for (blog/404.html): the server
 * serves that page for any unknown post, with the requested slug in this one's place. No post file
 * can be named so (SLUG_PATTERN has no `_`): a post of the owner's is never taken for it.
 */
export const MISSING_POST_SLUG = '__leadline_missing_post__';
