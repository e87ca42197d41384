/**
 * How each derived locale's text is made from its source locale's: zh-hant from zh with
 * `@polyhedral/i18n/zh-hant` (OpenCC cn -> twp and the glossary's own zh-Hant names).
 */
import type { DerivedLocale } from '@polyhedral/i18n';
import {
  convertCjkRuns,
  convertMarkdown,
  convertMarkdownBody,
  convertText,
  withTaiwanQuotes,
} from '@polyhedral/i18n/zh-hant';

export interface TextConverter {
  /** A whole content file (front matter and Markdown). */
  file(source: string): string;
  /** Markdown without front matter (a file's body, a section). */
  markdown(markdown: string): string;
  /** Plain text (a title). */
  text(text: string): string;
}

export const CONVERTERS: Readonly<Record<DerivedLocale, TextConverter>> = {
  'zh-hant': {
    file: convertMarkdown,
    markdown: convertMarkdownBody,
    text: (text) => withTaiwanQuotes(convertCjkRuns(text, convertText)),
  },
};

/** Plain text of a derived locale's source locale (a title, a source's name) in the derived locale. */
export function derivedText(locale: DerivedLocale, text: string): string {
  return CONVERTERS[locale].text(text);
}
