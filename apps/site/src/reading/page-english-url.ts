/** Where a translated rule or glossary entry page's English file is, from its address. */
const PAGE_WITH_ENGLISH = /^\/([^/]+)\/(rules|glossary)\/([^/.]+)(?:\/|$)/;

/**
 * The English file of the rule or glossary entry page at `pathname` (`/th/rules/D20Tests/`,
 * `/zh/glossary/Advantage/` and their variants), null elsewhere (the glossary's index too).
 */
export function pageEnglishUrl(pathname: string): string | null {
  const match = PAGE_WITH_ENGLISH.exec(pathname);
  return match ? `/${match[1]}/${match[2]}/${match[3]}/english.json` : null;
}
