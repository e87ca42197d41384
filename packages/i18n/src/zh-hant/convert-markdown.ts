import { convertCjkRuns } from './cjk-runs.ts';
import { convertFrontMatter } from './convert-front-matter.ts';
import { convertText } from './convert-text.ts';
import { convertOutsideUntouched } from './markdown-untouched.ts';
import { withTaiwanQuotes } from './taiwan-quotes.ts';

/** A front matter block at the very start of a file: `---`, the YAML, `---`. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?=\r?\n|$)/;

/**
 * A whole zh content file in zh-Hant: only CJK runs change, only where a reader sees them (the front
 * matter's reader fields, Markdown text outside markdown-untouched.ts), with Taiwan's 「 」 quotes.
 * Lines keep their number; every other character stays as written.
 */
export function convertMarkdown(source: string): string {
  const frontMatter = FRONT_MATTER.exec(source)?.[0] ?? '';
  const body = source.slice(frontMatter.length);
  return convertFrontMatter(frontMatter, convertText) + convertMarkdownBody(body);
}

/**
 * Markdown without front matter (a section's heading and body) in zh-Hant: the text outside code,
 * HTML, link destinations and attribute blocks converted, as in convertMarkdown.
 */
export function convertMarkdownBody(markdown: string): string {
  return convertOutsideUntouched(markdown, (text) => withTaiwanQuotes(convertCjkRuns(text, convertText)));
}
