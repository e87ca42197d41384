/** Where a translated rule page's English file is, from its address. */
const RULE_PAGE = /^\/([^/]+)\/rules\/([^/]+)/;

/** The English file of the rule page at `pathname` (`/th/rules/D20Tests/` and its variants), null elsewhere. */
export function pageEnglishUrl(pathname: string): string | null {
  const match = RULE_PAGE.exec(pathname);
  return match ? `/${match[1]}/rules/${match[2]}/english.json` : null;
}
