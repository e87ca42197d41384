/**
 * The data API documents `polyhedral mcp` reads, from a folder or an address as `rule` reads them
 * (cli/commands/rule-document.ts): the catalog, a locale's rules index and glossary, a rule. Each
 * is checked for the fields read here; a file of another shape is a `rules.cli.bad-api-file` refusal.
 */

import type { SearchDocument } from '@polyhedral/i18n/search';
import { RuleInputError } from '../../errors.ts';
import { type RuleApiDocument, readApiText, readRuleDocument } from '../commands/rule-document.ts';

/** A source as the catalog names it (`sources[key]`). */
interface ApiSource {
  title: string;
  license: string;
  open: boolean;
}

export interface ApiCatalog {
  baseUrl: string | null;
  edition: string;
  sources: Readonly<Record<string, ApiSource>>;
}

/** The provenance and state every record of the API carries. */
interface ApiRecord {
  id: string;
  page: string;
  /** null: a section with no text of its own. */
  state: string | null;
  source: string;
  license: string;
  open: boolean;
  hash: string;
  fallback: { locale: string } | null;
}

export interface ApiTerm extends ApiRecord {
  name: string;
  names: Readonly<Record<string, string>>;
  definitionText: string | null;
}

export type { RuleApiDocument };

function parsed(
  dir: string,
  relative: string,
  kind: string,
  missing: RuleInputError,
): Record<string, unknown> {
  const file = `${dir}/${relative}`;
  let value: unknown;
  try {
    value = JSON.parse(readApiText(dir, relative, missing));
  } catch (error) {
    if (error instanceof RuleInputError) throw error;
    throw new RuleInputError('rules.cli.bad-api-file', { file, problem: 'not JSON' });
  }
  const document = value as Record<string, unknown> | null;
  if (typeof document !== 'object' || document === null || document.kind !== kind)
    throw new RuleInputError('rules.cli.bad-api-file', { file, problem: `kind is not "${kind}"` });
  return document;
}

/** A list of records whose text fields are text and whose `open` is a boolean, else a refusal. */
function records<T extends ApiRecord>(
  dir: string,
  relative: string,
  list: unknown,
  texts: readonly string[],
): T[] {
  const problem = (reason: string) =>
    new RuleInputError('rules.cli.bad-api-file', { file: `${dir}/${relative}`, problem: reason });
  if (!Array.isArray(list)) throw problem('no list of records');
  for (const item of list as Record<string, unknown>[]) {
    if (typeof item !== 'object' || item === null) throw problem('a record is not an object');
    for (const field of ['id', 'page', 'source', 'license', 'hash', ...texts])
      if (typeof item[field] !== 'string') throw problem(`${field} is not text`);
    if (item.state !== null && typeof item.state !== 'string')
      throw problem('state is neither text nor null');
    if (typeof item.open !== 'boolean') throw problem('open is not true or false');
  }
  return list as T[];
}

export function readCatalog(dir: string): ApiCatalog {
  const catalog = parsed(dir, 'v2/index.json', 'catalog', new RuleInputError('rules.cli.no-api', { dir }));
  const sources = catalog.sources;
  if (typeof sources !== 'object' || sources === null)
    throw new RuleInputError('rules.cli.bad-api-file', {
      file: `${dir}/v2/index.json`,
      problem: 'no sources',
    });
  return {
    baseUrl: typeof catalog.baseUrl === 'string' ? catalog.baseUrl : null,
    edition: String(catalog.edition),
    sources: sources as Record<string, ApiSource>,
  };
}

export function readGlossary(dir: string, locale: string): ApiTerm[] {
  const relative = `v2/${locale}/glossary.json`;
  const glossary = parsed(dir, relative, 'glossary', new RuleInputError('rules.cli.no-api', { dir }));
  return records<ApiTerm>(dir, relative, glossary.terms, ['name']);
}

/** The locale's search document (kind `search`: its sections, terms and fold), for searchSections. */
export function readSearchDocument(dir: string, locale: string): SearchDocument {
  const relative = `v2/${locale}/search.json`;
  const document = parsed(dir, relative, 'search', new RuleInputError('rules.cli.no-api', { dir }));
  const fold = document.fold as { chinese?: unknown; thai?: unknown } | null;
  if (
    document.locale !== locale ||
    !Array.isArray(document.sections) ||
    !Array.isArray(document.terms) ||
    !Array.isArray(fold?.chinese) ||
    !Array.isArray(fold?.thai)
  )
    throw new RuleInputError('rules.cli.bad-api-file', {
      file: `${dir}/${relative}`,
      problem: 'not a search document',
    });
  return document as unknown as SearchDocument;
}

export { readRuleDocument };
