/**
 * What changed in an English section since a translation was stamped, block by block: the blocks
 * (sectionBlocks) of the stamped English and the English now, paired in order (unchanged ones by
 * text), each changed pair with its word diff; a new block is all added. Nothing for a translation
 * that is not stale or whose stamped English cannot be found.
 */
import { parseContentMarkdown, sectionBlocks } from '@polyhedral/markdown';
import { diffArrays } from 'diff';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { isStale } from '../resolve/is-stale.ts';
import { stampedEnglish } from './stamped-english.ts';
import { type DiffPart, wordDiff } from './word-diff.ts';

export interface EnglishBlockChange {
  /** The English block's index now (the index a translated block's `en` names). */
  index: number;
  parts: DiffPart[];
}

export interface EnglishChanges {
  /** The stamped English's hash: the text the translation was made from. */
  since: string;
  blocks: EnglishBlockChange[];
}

function blockTexts(markdown: string): { index: number; text: string }[] {
  return sectionBlocks(parseContentMarkdown(markdown)).map(({ index, text }) => ({ index, text }));
}

/** The changed blocks of `after` against `before` (pure): paired in order, word-diffed. */
export function blockChanges(
  before: readonly { text: string }[],
  after: readonly { index: number; text: string }[],
): EnglishBlockChange[] {
  const changes: EnglishBlockChange[] = [];
  let at = 0;
  let removed: string[] = [];
  for (const part of diffArrays(
    before.map((block) => block.text),
    after.map((block) => block.text),
  )) {
    if (part.removed) {
      removed = part.value;
      continue;
    }
    if (part.added) {
      part.value.forEach((text, offset) => {
        const old = removed[offset];
        const parts: DiffPart[] = old === undefined ? [{ value: text, kind: 'added' }] : wordDiff(old, text);
        changes.push({ index: after[at + offset]!.index, parts });
      });
    }
    at += part.value.length;
    removed = [];
  }
  return changes;
}

/** What changed in the English of section `id` since its `locale` translation was stamped, or null. */
export function englishChanges(model: ContentModel, locale: ReaderLocale, id: string): EnglishChanges | null {
  if (!isStale(model, locale, id)) return null;
  const english = model.sections.get(id)?.en;
  const stamped = stampedEnglish(model, locale, id);
  if (!english || !stamped.found || stamped.commit === 'working-tree') return null;
  const blocks = blockChanges(blockTexts(stamped.markdown), blockTexts(english.markdown));
  return { since: stamped.hash, blocks };
}
