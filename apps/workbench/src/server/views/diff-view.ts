/**
 * What GET /api/diff/:locale/:id answers: the English a translation was stamped against beside the
 * English now, as a word diff, or why there is no stamped text to compare with.
 */
import { type ContentModel, type ReaderLocale, stampedEnglish, wordDiff } from '@polyhedral/content';
import type { DiffResponse } from '../../shared/api-types.ts';

export function diffView(model: ContentModel, locale: ReaderLocale, id: string): DiffResponse {
  const old = stampedEnglish(model, locale, id);
  if (!old.found) return { found: false, problem: old.problem };
  const english = model.sections.get(id)?.en;
  if (!english)
    return { found: false, problem: { code: 'content.diff.not-translated', params: { id, locale } } };
  return {
    found: true,
    stale: old.hash !== english.hash,
    commit: old.commit,
    parts: wordDiff(old.markdown, english.markdown, 'en'),
  };
}
