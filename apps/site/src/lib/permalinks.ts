/** Where a rule ID lives: its page, and the anchor on that page (null for the page itself). */
export interface PermalinkTarget {
  pageId: string;
  anchor: string | null;
}

/** The shape the map needs from a page: its own ID and the IDs of its sub-sections, in order. */
export interface PageOutline {
  id: string;
  sectionIds: readonly string[];
}

/** A rule ID that more than one page claims (e.g. a translation places a sidebar on another page). */
export interface PermalinkConflict {
  ruleId: string;
  keptPage: string;
  otherPage: string;
}

export interface PermalinkMap {
  targets: Map<string, PermalinkTarget>;
  conflicts: PermalinkConflict[];
}

/**
 * Every rule ID -> its permalink target (a page, or its page at `#ID`). Pages in priority order
 * (English first): an ID on two pages stays with the first, the clash in `conflicts`.
 */
export function buildPermalinkMap(pages: readonly PageOutline[]): PermalinkMap {
  const targets = new Map<string, PermalinkTarget>();
  const conflicts: PermalinkConflict[] = [];
  for (const page of pages) targets.set(page.id, { pageId: page.id, anchor: null });
  for (const page of pages) {
    for (const sectionId of page.sectionIds) {
      const existing = targets.get(sectionId);
      if (!existing) {
        targets.set(sectionId, { pageId: page.id, anchor: sectionId === page.id ? null : sectionId });
      } else if (existing.pageId !== page.id) {
        conflicts.push({ ruleId: sectionId, keptPage: existing.pageId, otherPage: page.id });
      }
    }
  }
  return { targets, conflicts };
}

/** The site path of a rule permalink: `/th/rules/Exploration/`. */
export function rulePath(locale: string, ruleId: string): string {
  return `/${locale}/rules/${encodeURIComponent(ruleId)}/`;
}

/** The address a sub-section permalink redirects to: `/th/rules/Exploration/#Travel`. */
export function targetPath(locale: string, target: PermalinkTarget): string {
  const page = rulePath(locale, target.pageId);
  return target.anchor ? `${page}#${encodeURIComponent(target.anchor)}` : page;
}
