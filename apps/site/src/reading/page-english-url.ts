/**
 * Where a translated rule page's English file is (lib/page-english.ts writes it beside the page):
 * the reading bar's inline script is given it by the page (components/ReadingBar.astro), and the
 * view's data reader (english-data.ts) finds it from the address.
 */
const RULE_PAGE = /^\/([^/]+)\/rules\/([^/]+)/;

/** The English file of the rule page at `pathname` (`/th/rules/D20Tests/` and its variants), null elsewhere. */
export function pageEnglishUrl(pathname: string): string | null {
  const match = RULE_PAGE.exec(pathname);
  return match ? `/${match[1]}/rules/${match[2]}/english.json` : null;
}
