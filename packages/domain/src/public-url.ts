/**
 * The site's origin in what the web build writes (canonical links, Open Graph tags, the sitemap,
 * robots.txt, the feed, structured data): a stand-in that the server replaces with PUBLIC_URL when it
 * serves those files, so that one built site (a Docker image) serves any address without a rebuild.
 * `.invalid` is reserved (RFC 2606): the stand-in can name no real site.
 */
export const PUBLIC_URL_PLACEHOLDER = 'https://public-url.leadline.invalid';
