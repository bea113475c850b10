/**
 * How many of the feed's first posts show their photos at once: their signed links are rendered
 * with the signed-in home (lib/posts/home-page.ts) and fetched at once. From this post on, a
 * photo asks for its link, and loads, only when it comes near the screen
 * (components/media/MediaTile.tsx, `load="lazy"`): the page's HTML does not carry links nobody
 * may look at, and a fan is not recorded as given a photo they never scrolled to.
 */
export const FEED_EAGER_POSTS = 2;
