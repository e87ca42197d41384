/**
 * What each tool of `polyhedral mcp` answers, from the data API in `dir` (a folder or an address):
 * a rule, a glossary term, a search, the odds of a calculator. A bad request is a
 * RuleInputError (`{ code, params }`), worded at the edge (mcp-server.ts).
 */

import { searchSections } from '@polyhedral/i18n/search';
import type { CalculatorKind } from '../../calculators/kinds.ts';
import { computeCalculator } from '../../calculators/kinds.ts';
import { RuleInputError } from '../../errors.ts';
import { jsonValue, readCalculatorInput } from '../calculator-commands.ts';
import { type ApiTerm, readCatalog, readGlossary, readSearchDocument } from './api-data.ts';
import { type Citation, citation, citedTerm, ruleCitation } from './citations.ts';

/** Rule `id` in `locale`, verbatim, with its English and citation. */
export function ruleAnswer(dir: string, locale: string, id: string, openOnly: boolean): Citation {
  return ruleCitation(dir, readCatalog(dir), locale, id, openOnly);
}

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').toLocaleLowerCase('en') === b.normalize('NFKC').toLocaleLowerCase('en');

function termCitation(dir: string, locale: string, term: ApiTerm, openOnly: boolean): Citation {
  const catalog = readCatalog(dir);
  const own = citedTerm(dir, catalog, locale, term);
  const english = locale === 'en' ? null : readGlossary(dir, 'en').find((one) => one.id === term.id);
  return citation('term', term.id, own, english ? citedTerm(dir, catalog, 'en', english) : null, openOnly);
}

/** A glossary term by its ID or any of its names (in any locale), in `locale`, with its English. */
export function termAnswer(dir: string, locale: string, asked: string, openOnly: boolean): Citation {
  const term = readGlossary(dir, locale).find(
    (one) => one.id === asked || Object.values(one.names).some((name) => sameName(name, asked)),
  );
  if (!term) throw new RuleInputError('rules.mcp.unknown-term', { term: asked });
  return termCitation(dir, locale, term, openOnly);
}

/** A hit left out, with why (`rules.mcp.not-open`; a document the API lacks: its refusal). */
interface Withheld {
  kind: Citation['kind'];
  id: string;
  code: string;
  params: Readonly<Record<string, string | number>>;
}

/**
 * The rules and terms matching `query` (any of the four languages), each cited in `locale`: the
 * one search (@polyhedral/i18n searchSections) over the locale's search document of the API.
 */
export function searchAnswer(
  dir: string,
  locale: string,
  query: string,
  openOnly: boolean,
  limit: number,
): { query: string; locale: string; results: Citation[]; withheld: Withheld[] } {
  const hits = searchSections(readSearchDocument(dir, locale), query, limit);
  const terms = hits.some((hit) => hit.kind === 'term') ? readGlossary(dir, locale) : [];
  const results: Citation[] = [];
  const withheld: Withheld[] = [];
  for (const hit of hits) {
    const term = terms.find((one) => one.id === hit.id);
    try {
      if (hit.kind === 'section') results.push(ruleAnswer(dir, locale, hit.id, openOnly));
      else if (term) results.push(termCitation(dir, locale, term, openOnly));
      else throw new RuleInputError('rules.mcp.unknown-term', { term: hit.id });
    } catch (error) {
      // Not open (asked for open text only), or its document unreadable: said, not dropped.
      if (!(error instanceof RuleInputError)) throw error;
      const kind = hit.kind === 'section' ? 'rule' : 'term';
      withheld.push({ kind, id: hit.id, code: error.code, params: error.params });
    }
  }
  return { query, locale, results, withheld };
}

/** A calculator's result (the registry's `compute`), its parameters spelt as in `::calc{}`; fractions exact. */
export function oddsAnswer(kind: CalculatorKind, params: Readonly<Record<string, string>>): unknown {
  return { kind, params, result: jsonValue(computeCalculator(kind, readCalculatorInput(kind, params))) };
}
