/**
 * The warning block a build without POLYHEDRAL_SITE_URL ends with, and the deploy check prints for
 * such a build: a site deployed from it has no canonical links, no hreflang alternates between
 * the languages and no sitemap, and nothing on the pages shows it (before, an info line in the
 * middle of the build log said so, and a build following the documented steps shipped without).
 */
export const NO_SITE_URL_WARNING = [
  '',
  '!'.repeat(78),
  '!! WARNING: this build has no POLYHEDRAL_SITE_URL.',
  '!! Its pages have NO canonical links, NO hreflang alternates and there is NO sitemap:',
  '!! search engines will not connect the en/th/zh/zh-hant versions of a page.',
  '!! Fine for a local preview or the tests. To deploy, build again with the public address:',
  '!!   POLYHEDRAL_SITE_URL=https://rules.example.org pnpm build',
  '!'.repeat(78),
  '',
].join('\n');

/** Whether a built site (its `robots.txt`) was made without the site's address. */
export function builtWithoutSiteUrl(robotsTxt: string): boolean {
  return !/^Sitemap:/m.test(robotsTxt);
}
