/**
 * A word-level diff of two texts. Words are found with Intl.Segmenter for the text's language
 * (Thai has no spaces between words); Chinese is compared character by character (grapheme by
 * grapheme). Whitespace and punctuation are tokens of their own, so the parts joined give back each
 * text.
 */
import { diffArrays } from 'diff';

export interface DiffPart {
  value: string;
  kind: 'same' | 'added' | 'removed';
}

/**
 * Tokens of `text` in `language` (BCP 47): words, or for `zh*` user-perceived characters
 * (graphemes: a ZWJ emoji, a flag, a letter with its combining marks is one token, never a code
 * point alone). Word segments never split a grapheme either (UAX #29).
 */
export function diffTokens(text: string, language: string): string[] {
  const granularity = language.startsWith('zh') ? 'grapheme' : 'word';
  const segmenter = new Intl.Segmenter(language, { granularity });
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}

export function wordDiff(before: string, after: string, language = 'en'): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffArrays(diffTokens(before, language), diffTokens(after, language))) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const value = change.value.join('');
    const last = parts.at(-1);
    if (last && last.kind === kind) last.value += value;
    else parts.push({ value, kind });
  }
  return parts;
}

/** A word diff as one line of text, `[-removed-]{+added+}` (the form `git diff --word-diff` prints). */
export function wordDiffText(parts: readonly DiffPart[]): string {
  return parts
    .map((part) =>
      part.kind === 'added'
        ? `{+${part.value}+}`
        : part.kind === 'removed'
          ? `[-${part.value}-]`
          : part.value,
    )
    .join('');
}
