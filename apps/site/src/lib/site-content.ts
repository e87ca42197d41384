import path from 'node:path';
import {
  type CheckResult,
  type ContentLocale,
  type ContentModel,
  checkContent,
  formatDiagnostic,
  openEditionModel,
  type Page,
  type PlaytestPage,
  type ResolvedSection,
  resolvePage,
  withDerivedLocales,
} from '@polyhedral/content';
import { DEFAULT_LOCALE, glossaryTerms, LOCALES, type Locale } from '@polyhedral/i18n';
import { buildPermalinkMap, type PageOutline, type PermalinkTarget } from './permalinks.ts';

/** The content model plus what every page needs from it, computed once per build. */
export interface SiteContent {
  model: ContentModel;
  /** Pages in book order. */
  pages: readonly Page[];
  /** Every rule ID (page or sub-section, any locale) -> its page and anchor. */
  permalinks: ReadonlyMap<string, PermalinkTarget>;
  /** Every rule ID that has a page on this site (a `rule:` link to any other ID renders as text). */
  ruleIds: ReadonlySet<string>;
  /** Playtest topics with no SRD counterpart (`Playtest<Topic>`): pages of their own, in English. */
  playtestOnly: readonly PlaytestPage[];
}

let cached: SiteContent | undefined;

/** The folder with content/<locale>/..., passed in by astro.config.mjs (the built bundle has moved). */
function contentRoot(): string | undefined {
  const root = import.meta.env?.POLYHEDRAL_CONTENT_ROOT as string | undefined;
  return root && root.length > 0 ? root : undefined;
}

/** `POLYHEDRAL_EDITION=open`: only open-licensed text (astro.config.mjs passes it in, writes dist-open/). */
export function isOpenEdition(): boolean {
  return (import.meta.env?.POLYHEDRAL_EDITION as string | undefined) === 'open';
}

/** Page outlines in priority order: every page's English sections first, then Thai, then Chinese. */
function outlines(pages: readonly Page[]): PageOutline[] {
  return LOCALES.flatMap((locale) =>
    pages.map((page) => ({
      id: page.id,
      sectionIds: (page.files[locale]?.sections ?? []).map((section) => section.id),
    })),
  );
}

/** How many content errors the build names before it stops (`pnpm content check` lists them all). */
const ERRORS_SHOWN = 10;

/** The message the build stops with: the error count, then the first errors as `content/<file>:line:column: ...`. */
export function contentErrorsMessage(result: CheckResult): string {
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  // Paths start at the content folder's name (`content/en/...` for the repository's tree).
  const folder = path.basename(result.model.root);
  const shown = errors
    .slice(0, ERRORS_SHOWN)
    .map((diagnostic) => `  ${formatDiagnostic(diagnostic, (file) => `${folder}/${file}`)}`);
  const more = errors.length > shown.length ? [`  ... and ${errors.length - shown.length} more`] : [];
  return [
    `[polyhedral] the site is not built: the content has ${result.errors} error${result.errors === 1 ? '' : 's'} (run "pnpm content check" for all of them):`,
    ...shown,
    ...more,
  ].join('\n');
}

/** The content model, checked as `pnpm content check` does (the build stops on errors), once per process. */
function checkedContent(root: string | undefined): ContentModel {
  const result = checkContent({
    ...(root ? { root } : {}),
    knownTermIds: new Set(glossaryTerms.map((term) => term.id)),
  });
  if (result.errors > 0) {
    const error = new Error(contentErrorsMessage(result));
    // The list is the message: a stack trace into the check would only hide it.
    error.stack = error.message;
    throw error;
  }
  return result.model;
}

/** Loads and checks the content model once per process (every route shares it). */
export function siteContent(): SiteContent {
  cached ??= buildSiteContent();
  return cached;
}

/** Loads and checks the content model anew at every call (fixture tests use it, so the kept model stays real). */
export function buildSiteContent(): SiteContent {
  const loaded = checkedContent(contentRoot());
  // zh-hant from zh (after the open edition has dropped what it must, so it drops it from both).
  const model = withDerivedLocales(isOpenEdition() ? openEditionModel(loaded) : loaded);
  const pages = [...model.pages].sort((a, b) => a.order - b.order);
  const { targets, conflicts } = buildPermalinkMap(outlines(pages));
  for (const conflict of conflicts) {
    console.warn(
      `[polyhedral] rule ID ${conflict.ruleId} is on page ${conflict.keptPage} and on ${conflict.otherPage}: its permalink goes to ${conflict.keptPage}`,
    );
  }
  const playtestOnly = model.playtestPages
    .filter((page) => !targets.has(page.id))
    .sort((a, b) => (a.file.frontMatter?.order ?? 0) - (b.file.frontMatter?.order ?? 0));
  const playtestOutlines = playtestOnly.map((page) => ({
    id: page.id,
    sectionIds: page.sections.map((section) => section.id),
  }));
  for (const [id, target] of buildPermalinkMap(playtestOutlines).targets) {
    if (!targets.has(id)) targets.set(id, target);
  }
  return { model, pages, permalinks: targets, ruleIds: new Set(targets.keys()), playtestOnly };
}

/** The page's title in the reader's language, else English, else any language's; and which language. */
export function pageTitle(page: Page, locale: Locale): { title: string; locale: ContentLocale } {
  for (const candidate of [locale, 'en', ...LOCALES] as const) {
    const title = page.files[candidate]?.frontMatter?.title;
    if (title) return { title, locale: candidate };
  }
  return { title: page.title, locale: DEFAULT_LOCALE };
}

/**
 * A page's sections for a reader (resolvePage, English fallback); a page only another translation
 * has is shown in that language, flagged as fallback, so its permalink works everywhere.
 */
export function readerSections(content: SiteContent, locale: Locale, pageId: string): ResolvedSection[] {
  const own = resolvePage(content.model, locale, pageId);
  if (own) return own.map((section) => withIntroFallback(content, pageId, section));
  for (const candidate of LOCALES) {
    if (candidate === locale) continue;
    const other = resolvePage(content.model, candidate, pageId);
    if (other) return other.map((section) => ({ ...section, fallback: true, stale: false }));
  }
  return [];
}

/** A translated file whose intro is still empty shows the English intro (as hasTranslation counts it). */
function withIntroFallback(content: SiteContent, pageId: string, section: ResolvedSection): ResolvedSection {
  if (section.id !== pageId || section.locale === 'en' || section.markdown.trim() !== '') return section;
  const english = content.model.sections.get(section.id)?.en;
  if (!english || english.markdown.trim() === '') return section;
  return { ...section, markdown: english.markdown, locale: 'en', fallback: true, stale: false };
}
