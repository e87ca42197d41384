/**
 * Where a translated rule page's English file is (lib/page-english.ts writes it beside the page):
 * apart from english-data.ts so the head script that fetches it (browser/reading-on-use.ts) carries
 * this line and nothing of the view.
 */
const RULE_PAGE = /^\/([^/]+)\/rules\/([^/]+)/;

/** The English file of the rule page at `pathname` (`/th/rules/D20Tests/` and its variants), null elsewhere. */
export function pageEnglishUrl(pathname: string): string | null {
  const match = RULE_PAGE.exec(pathname);
  return match ? `/${match[1]}/rules/${match[2]}/english.json` : null;
}
