import { zhHantConverter } from './bundled-converter.ts';

/**
 * A glossary term's name in Traditional Chinese (Taiwan): its entry in glossary/zh-hant-names.json,
 * or else the plain OpenCC conversion of its zh name; undefined for an unknown id.
 */
export function termNameZhHant(id: string): string | undefined {
  return zhHantConverter().termName(id);
}

/** The term's zh name converted by OpenCC alone (what its zh-Hant name would be without an override). */
export function plainTermNameZhHant(id: string): string | undefined {
  return zhHantConverter().plainTermName(id);
}
