/**
 * The rules index and one document per rule ID per locale, from siteContent. Every locale lists
 * every rule ID, so an ID is its address in every language; a rule without text is `missing`
 * with a `fallback`, never English passed off as Thai.
 */
import {
  allBlocksOpen,
  type ContentModel,
  countedState,
  provenanceOf,
  reviewIndex,
  type Section,
  SHOWN_STATE,
} from '@polyhedral/content';
import { LOCALES, type Locale } from '@polyhedral/i18n';
import { contentText, withoutAlignmentMarkers } from '@polyhedral/markdown';
import { attributionReviewer } from '../lib/attribution-reviewer.ts';
import { sourceName } from '../lib/footer-sources.ts';
import { targetPath } from '../lib/permalinks.ts';
import { playtestTitle } from '../lib/playtest-title.ts';
import { remembered } from '../lib/remembered.ts';
import { ruleBlocks, ruleEnglishChanges } from '../lib/rule-blocks.ts';
import { isOpenEdition, type SiteContent, siteContent } from '../lib/site-content.ts';
import type { SiteSource } from '../lib/site-sources.ts';
import { documentHead, ruleDocumentPath, tableDocumentPath } from './api-paths.ts';
import type { RuleDocument, RuleEntry, RulesIndex } from './api-schemas.ts';
import { withHash } from './record-hash.ts';
import { apiReviewer } from './record-provenance.ts';

type RuleState = NonNullable<RuleEntry['state']>;
type EntryFields = Omit<RuleEntry, 'hash' | 'open'>;

/** The locales a missing rule's text is looked for in, in order: English first. */
const FALLBACK_ORDER: readonly Locale[] = ['en', ...LOCALES.filter((locale) => locale !== 'en')];

/** The section with the rule's text in a locale: the locale's own, or a playtest-only topic's (English). */
function ownSection(content: SiteContent, locale: Locale, id: string): Section | undefined {
  const section = content.model.sections.get(id)?.[locale];
  if (section) return section;
  return locale === 'en' && !content.model.sections.has(id) ? content.model.playtest.get(id) : undefined;
}

/** The state the site shows for each rule of a translation (reviewIndex: the rule page's and the review page's). */
const statesOf = remembered((model: ContentModel) =>
  remembered(
    (locale: Exclude<Locale, 'en'>): ReadonlyMap<string, RuleState> =>
      new Map(reviewIndex(model, locale).map((entry) => [entry.id, entry.state])),
  ),
);

/** The credit a document carries: the verified reviewer, or the maintainer's acceptance as such. */
function creditOf(
  content: SiteContent,
  locale: Locale,
  id: string,
  state: RuleState,
): RuleDocument['reviewer'] {
  if (locale === 'en' || (state !== 'reviewed' && state !== 'accepted')) return null;
  const credit = attributionReviewer(content.model, locale, id);
  return credit ? apiReviewer(credit) : null;
}

function stateOf(content: SiteContent, locale: Locale, id: string): RuleState {
  const section = ownSection(content, locale, id);
  if (locale === 'en') return section ? 'current' : 'missing';
  const shown = statesOf(content.model)(locale).get(id);
  if (shown !== undefined) return shown;
  // Not in the review index (an empty intro, another translation's own section): the counted state.
  return section ? SHOWN_STATE[countedState(content.model, locale, id)] : 'missing';
}

/** The chapter and ruleset of the page a rule is on. */
function placeOf(content: SiteContent, pageId: string): { chapter: string; ruleset: RuleEntry['ruleset'] } {
  const page = content.pages.find((candidate) => candidate.id === pageId);
  return page ? { chapter: page.chapter, ruleset: 'srd-5.2' } : { chapter: 'playtest', ruleset: 'playtest' };
}

/** One rule's index fields but its hash and openness, with the section its text comes from. */
function ruleEntry(
  content: SiteContent,
  locale: Locale,
  id: string,
): { entry: EntryFields; section: Section } {
  const target = content.permalinks.get(id);
  if (!target) throw new Error(`[polyhedral] the data API asked for rule ${id}, which has no page`);
  const state = stateOf(content, locale, id);
  const own = state === 'missing' ? undefined : ownSection(content, locale, id);
  const fallbackLocale = own
    ? undefined
    : FALLBACK_ORDER.find((candidate) => ownSection(content, candidate, id) !== undefined);
  const section = own ?? (fallbackLocale ? ownSection(content, fallbackLocale, id) : undefined);
  if (!section || (!own && !fallbackLocale)) {
    throw new Error(`[polyhedral] the data API found no text of rule ${id} in any locale`);
  }
  const language = own ? locale : fallbackLocale!;
  const provenance = provenanceOf(content.model, section);
  const isPlaytestTopic = !content.model.sections.has(id);
  const title =
    isPlaytestTopic && section.depth === 1
      ? playtestTitle({ id, title: section.title }, locale)
      : { title: section.title, locale: language };
  const empty = own !== undefined && contentText(own.markdown).text === '';
  const entry: EntryFields = {
    id,
    title: title.title,
    language: title.locale,
    ...placeOf(content, target.pageId),
    // A page shows a missing rule's English in its place (with its anchor), a translation-only
    // section's text not at all: the address is then the page's own, with no anchor.
    page:
      own || fallbackLocale === 'en'
        ? targetPath(locale, target)
        : targetPath(locale, target).replace(/#.*$/, ''),
    document: ruleDocumentPath(locale, id),
    // A section with no text of its own (an empty intro) has nothing to review: no state.
    state: empty ? null : state,
    reviewer: empty ? null : creditOf(content, locale, id, state),
    convertedFrom: own?.convertedFrom ?? null,
    fallback:
      own || !fallbackLocale
        ? null
        : {
            locale: fallbackLocale,
            document: ruleDocumentPath(fallbackLocale, id),
            page: targetPath(fallbackLocale, target),
          },
    source: provenance.source,
    license: provenance.license,
  };
  return { entry, section };
}

/** Every rule ID with a page, in the site's order (book order; then sections only a translation has). */
export function apiRuleIds(content: SiteContent = siteContent()): string[] {
  return [...content.permalinks.keys()];
}

/** The source documents every record's `source` names (content/sources.yaml), by key. */
export function apiSources(content: SiteContent = siteContent()): RulesIndex['sources'] {
  return Object.fromEntries(
    Object.entries(content.model.sources).map(([key, source]) => [
      key,
      {
        title: source.title,
        author: source.author,
        url: source.url ?? null,
        license: source.license,
        licenseUrl: source.licenseUrl ?? null,
        open: source.open,
        attribution: source.attribution,
        localized: localizedNames({ key, ...source }),
      },
    ]),
  );
}

/** A source's name and licence in every locale but English (the footer's `sourceName`). */
function localizedNames(source: SiteSource): Record<string, { title: string; license: string }> {
  return Object.fromEntries(
    LOCALES.filter((locale) => locale !== 'en').map((locale) => {
      const { title, license } = sourceName(source, locale);
      return [locale, { title, license }];
    }),
  );
}

/** `/api/v2/<locale>/rules.json`. */
export const rulesIndex = remembered((locale: Locale): RulesIndex => {
  const content = siteContent();
  const index: RulesIndex = {
    ...documentHead('rules-index'),
    locale,
    edition: isOpenEdition() ? 'open' : 'full',
    open: true,
    sources: apiSources(content),
    rules: apiRuleIds(content).map((id) => indexEntryOf(ruleDocument(locale, id))),
  };
  index.open = index.rules.every((rule) => rule.open);
  return index;
});

/** The rule's place among the sections of its file: the heading it is under and those under it. */
function outlineOf(content: SiteContent, section: Section): { parent: string | null; subsections: string[] } {
  const file = content.model.files.find((candidate) => candidate.file === section.file);
  const sections = file?.sections ?? [];
  const at = sections.findIndex((candidate) => candidate.id === section.id);
  if (at < 0) return { parent: null, subsections: [] };
  const parent = sections
    .slice(0, at)
    .reverse()
    .find((candidate) => candidate.depth < section.depth);
  const subsections: string[] = [];
  for (const next of sections.slice(at + 1)) {
    if (next.depth <= section.depth) break;
    if (next.depth === section.depth + 1) subsections.push(next.id);
  }
  return { parent: parent?.id ?? null, subsections };
}

/** The Playtest block of a rule's document (full edition only), with its own provenance. */
function playtestBlock(content: SiteContent, id: string): RuleDocument['playtest'] {
  const playtest = content.model.sections.has(id) ? content.model.playtest.get(id) : undefined;
  if (!playtest) return null;
  const provenance = provenanceOf(content.model, playtest);
  return {
    title: playtest.title,
    markdown: playtest.markdown,
    text: contentText(playtest.markdown).text,
    source: provenance.source,
    license: provenance.license,
    open: provenance.open,
  };
}

/** What the index says of a rule: its document's fields (with the document's hash and openness). */
function indexEntryOf(document: RuleDocument): RuleEntry {
  const { id, title, language, chapter, ruleset, page, state, reviewer, convertedFrom, fallback } = document;
  const { source, license, open, hash } = document;
  return {
    id,
    title,
    language,
    chapter,
    ruleset,
    page,
    document: document.document,
    state,
    reviewer,
    convertedFrom,
    fallback,
    source,
    license,
    open,
    hash,
  };
}

/** A section's plain text without its own heading (the document's `title`): the text under it. */
function textUnderHeading(section: Section, text: string): string {
  if (section.intro || !/^#{1,6}\s/.test(section.markdown.trimStart())) return text;
  const cut = text.indexOf('\n\n');
  return cut < 0 ? '' : text.slice(cut + 2);
}

const documents = new Map<string, RuleDocument>();

/** `/api/v2/<locale>/rules/<ID>.json`; `open` only when its text and its Playtest block's are open. */
export function ruleDocument(locale: Locale, id: string): RuleDocument {
  const key = `${locale}/${id}`;
  const known = documents.get(key);
  if (known) return known;
  const content = siteContent();
  const { entry, section } = ruleEntry(content, locale, id);
  const missing = entry.state === 'missing';
  const words = contentText(section.markdown);
  const playtest = playtestBlock(content, id);
  // Its own text: the section's source and every source a block names (`{en-none=SOURCE}`).
  const textOpen = allBlocksOpen(content.model, section);
  const open = textOpen && (playtest?.open ?? true);
  const document: RuleDocument = withHash<Omit<RuleDocument, 'hash'>>({
    ...documentHead('rule'),
    locale,
    ...entry,
    open,
    textOpen,
    depth: section.depth,
    pageId: section.pageId,
    ...outlineOf(content, section),
    markdown: missing ? null : withoutAlignmentMarkers(section.markdown),
    text: missing ? null : textUnderHeading(section, words.text),
    links: { rules: words.rules, terms: words.terms },
    tables: words.tables.map((table) => ({ id: table, document: tableDocumentPath(locale, table) })),
    calculators: words.calculators,
    playtest,
    blocks: missing ? null : ruleBlocks(content, entry.language, section),
    englishChanges: missing ? null : ruleEnglishChanges(content, entry.language, section),
  });
  documents.set(key, document);
  return document;
}
