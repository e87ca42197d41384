/**
 * An answer with its citation: the verbatim text in the asked locale, its English, and for each the
 * source, licence, open flag, review state, hash and permalink, as the data API gives them. A text
 * that is not open, asked for open text only, is refused (`rules.mcp.not-open`), never trimmed.
 */

import { RuleInputError } from '../../errors.ts';
import { isApiUrl } from '../commands/rule-document.ts';
import { type ApiCatalog, type ApiTerm, type RuleApiDocument, readRuleDocument } from './api-data.ts';

/** One text of an answer (the asked locale's, or its English) and where it is from. */
export interface CitedText {
  locale: string;
  title: string;
  /** Verbatim; null when the locale has no text of its own (state `missing`). */
  text: string | null;
  source: string;
  sourceTitle: string;
  license: string;
  /** Whether this text is open-licensed: its source's (the catalog's `sources[source].open`) and its blocks'. */
  open: boolean;
  /** The closed sources blocks of the text name (a paragraph with no English from the Free Rules). */
  closedBlocks: { index: number; source: string; sourceTitle: string; license: string }[];
  /** The review state (null: a section with no text of its own). */
  state: string | null;
  reviewer: string | null;
  hash: string;
  permalink: string;
}

export interface Citation extends CitedText {
  kind: 'rule' | 'term';
  id: string;
  /** The same record in English (the SRD's words), or null when the asked locale is English. */
  english: CitedText | null;
  /** Both texts open-licensed: what `openOnly` asks for. */
  allOpen: boolean;
}

/** A page's full address: the catalog's `baseUrl`, else the site of an API address, else the path. */
function permalinkOf(dir: string, catalog: ApiCatalog, page: string): string {
  const site = catalog.baseUrl ?? (isApiUrl(dir) ? dir.replace(/\/api$/, '') : null);
  return site ? `${site}${page}` : page;
}

/** The blocks of a rule naming a source that is not open, with its name and licence. */
function closedBlocksOf(catalog: ApiCatalog, document: RuleApiDocument): CitedText['closedBlocks'] {
  return (document.blocks ?? []).flatMap(({ index, source }) => {
    const named = typeof source === 'string' ? catalog.sources[source] : undefined;
    return typeof source === 'string' && named?.open !== true
      ? [{ index, source, sourceTitle: named?.title ?? source, license: named?.license ?? 'unknown' }]
      : [];
  });
}

function sourceOf(catalog: ApiCatalog, key: string) {
  const source = catalog.sources[key];
  return { sourceTitle: source?.title ?? key, open: source?.open === true };
}

function citedRule(dir: string, catalog: ApiCatalog, document: RuleApiDocument): CitedText {
  return {
    locale: document.locale,
    title: document.title,
    text: document.text,
    source: document.source,
    license: document.license,
    ...sourceOf(catalog, document.source),
    // A block of another, closed source (`blocks[].source`) makes the text not open.
    ...(document.textOpen === false ? { open: false } : {}),
    closedBlocks: closedBlocksOf(catalog, document),
    state: document.state,
    reviewer: document.reviewer?.by ?? null,
    hash: document.hash,
    permalink: permalinkOf(dir, catalog, document.page),
  };
}

export function citedTerm(dir: string, catalog: ApiCatalog, locale: string, term: ApiTerm): CitedText {
  const reviewer = (term as { reviewer?: { by?: unknown } | null }).reviewer?.by;
  return {
    locale,
    title: term.name,
    text: term.definitionText,
    source: term.source,
    license: term.license,
    ...sourceOf(catalog, term.source),
    state: term.state,
    reviewer: typeof reviewer === 'string' ? reviewer : null,
    closedBlocks: [],
    hash: term.hash,
    permalink: permalinkOf(dir, catalog, term.page),
  };
}

/** The answer of `kind` from its text in the asked locale and in English; refused if `openOnly` and not all open. */
export function citation(
  kind: Citation['kind'],
  id: string,
  own: CitedText,
  english: CitedText | null,
  openOnly: boolean,
): Citation {
  const allOpen = own.open && (english?.open ?? true);
  if (openOnly && !allOpen) {
    const closed = own.open ? english! : own;
    // The source that makes it closed: a block's of another source, else the text's own.
    const cause = closed.closedBlocks[0] ?? closed;
    throw new RuleInputError('rules.mcp.not-open', {
      id,
      language: closed.locale,
      source: cause.sourceTitle,
      license: cause.license,
      // The key: the edge words the source's name and licence in the asked locale (the catalog's).
      sourceKey: cause.source,
    });
  }
  return { kind, id, ...own, english, allOpen };
}

/** Rule `id` in `locale` with its English, cited. */
export function ruleCitation(
  dir: string,
  catalog: ApiCatalog,
  locale: string,
  id: string,
  openOnly: boolean,
): Citation {
  const own = citedRule(dir, catalog, readRuleDocument(dir, locale, id));
  const english = locale === 'en' ? null : citedRule(dir, catalog, readRuleDocument(dir, 'en', id));
  return citation('rule', id, own, english, openOnly);
}
