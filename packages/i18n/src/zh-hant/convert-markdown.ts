import { convertCjkRuns } from './cjk-runs.ts';
import { convertFrontMatter } from './convert-front-matter.ts';
import { convertText } from './convert-text.ts';
import { convertOutsideUntouched } from './markdown-untouched.ts';
import { withTaiwanQuotes } from './taiwan-quotes.ts';

/** A front matter block at the very start of a file: `---`, the YAML, `---`. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?=\r?\n|$)/;

/**
 * A whole zh content file (Markdown with YAML front matter) in zh-Hant. Only runs of CJK
 * characters change (cjk-runs.ts), and only where a reader sees them: the front matter's title
 * (convert-front-matter.ts) and the Markdown text outside code, HTML, link destinations and
 * attribute blocks (markdown-untouched.ts), where “ ” also become Taiwan's 「 」 (taiwan-quotes.ts). Lines keep their number and every other character
 * stays as written.
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
