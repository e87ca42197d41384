/**
 * The one search over a search document (the site's search dialog, `polyhedral search`, the MCP
 * server): the query folded as the keys were, each section scored by its best key (its titles in
 * every locale, its rule ID, the names of the terms it defines), sections first, a term's glossary
 * entry right below the section that defines it (first when the site has no such section).
 */

import { matchScore, piecesOf } from './match-score.ts';
import type { SearchDocument, SearchHit, SearchMatch } from './search-document-types.ts';
import { compactFold, searchKeys } from './search-keys.ts';

/** The lowest score shown: below it a key shares too little with the query. */
const SHOWN_FROM = 0.25;
/** How far below its section a term's glossary entry sits. */
const BELOW = 1e-6;

interface Best {
  score: number;
  match: SearchMatch;
  standing: number;
}

function keep(bests: Map<number, Best>, at: number, found: Best, locale: string): void {
  const best = bests.get(at);
  const better =
    best === undefined ||
    found.score > best.score ||
    (found.score === best.score &&
      (found.standing < best.standing ||
        // Of equal keys, the name in the page's language is the one shown (攻擊 on zh-Hant, not 攻击).
        (found.standing === best.standing && found.match.locale === locale && best.match.locale !== locale)));
  if (better) bests.set(at, found);
}

function sectionHit(document: SearchDocument, at: number, best: Best): SearchHit {
  const section = document.sections[at]!;
  const title = section.titles[document.locale] ?? section.titles.en ?? section.id;
  return {
    kind: 'section',
    id: section.id,
    path: section.path,
    title,
    english: section.titles.en ?? null,
    matched: best.match,
    score: best.score,
  };
}

function termHit(document: SearchDocument, at: number, best: Best, score: number): SearchHit {
  const term = document.terms[at]!;
  return {
    kind: 'term',
    id: term.id,
    path: term.path,
    title: term.names[document.locale] ?? term.names.en ?? term.id,
    english: term.names.en ?? null,
    matched: best.match,
    score,
  };
}

/** The cards for `query`, best first (at most `limit`): sections, each defined term's glossary entry below it. */
export function searchSections(document: SearchDocument, query: string, limit = 10): SearchHit[] {
  const folded = compactFold(query, document);
  if (folded === '') return [];
  const sections = new Map<number, Best>();
  const terms = new Map<number, Best>();
  const pieces = piecesOf(folded);
  for (const key of searchKeys(document)) {
    const score = matchScore(folded, pieces, key.key, key.pieces);
    if (score < SHOWN_FROM) continue;
    const found = { score, match: key.match, standing: key.standing };
    if (key.section >= 0) keep(sections, key.section, found, document.locale);
    if (key.term >= 0) keep(terms, key.term, found, document.locale);
  }
  const standing = new Map<SearchHit, number>();
  const hits = [...sections].map(([at, best]) => {
    const hit = sectionHit(document, at, best);
    standing.set(hit, best.standing);
    return hit;
  });
  for (const [at, best] of terms) {
    const section = document.terms[at]!.section;
    const shown = hits.find((hit) => hit.id === section);
    hits.push(termHit(document, at, best, shown ? Math.min(shown.score, best.score) - BELOW : best.score));
  }
  const order = new Map(document.sections.map((section, at) => [section.id, at]));
  return hits
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.kind === b.kind ? 0 : a.kind === 'section' ? -1 : 1) ||
        (standing.get(a) ?? 1) - (standing.get(b) ?? 1) ||
        (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
    )
    .slice(0, limit)
    .map((hit) => ({ ...hit, score: Math.round(hit.score * 1000) / 1000 }));
}
