/**
 * Every surface that shows words, per language, for the term checks and counts: the rules text,
 * the glossary, the site's and the tools' strings, the translated docs. zh-Hant is read as the
 * build makes it (zh converted, hand-written strings in place).
 */
import { readFileSync } from 'node:fs';
import { glossaryDefinitions, glossaryTerms } from '../src/glossary/index.ts';
import { NAMESPACES, resources } from '../src/resources/index.ts';
import { convertMarkdown } from '../src/zh-hant/convert-markdown.ts';
import { convertMessage } from '../src/zh-hant/convert-messages.ts';
import { convertText } from '../src/zh-hant/convert-text.ts';
import handWritten from '../src/zh-hant/hand-written-strings.json' with { type: 'json' };
import { termNameZhHant } from '../src/zh-hant/term-names.ts';
import { markdownFilesUnder } from './zh-sources.ts';

export type SurfaceKind = 'rules' | 'glossary' | 'site' | 'tools' | 'docs';
export const SURFACE_KINDS: readonly SurfaceKind[] = ['rules', 'glossary', 'site', 'tools', 'docs'];
export type SurfaceLocale = 'th' | 'zh' | 'zh-hant';

export interface Surface {
  kind: SurfaceKind;
  where: string;
  text: string;
}

const surface = (kind: SurfaceKind, where: string, text: string): Surface => ({ kind, where, text });
const repoRoot = new URL('../../../', import.meta.url);
const read = (relative: string): string => readFileSync(new URL(relative, repoRoot), 'utf8');

/** The namespaces whose strings the tools print (the rest are the site's). */
const TOOL_NAMESPACES = new Set(['cli', 'content', 'handback', 'workbench']);

/** content/HAND-BACK.md's part in one language: from its `## ไทย` / `## 中文` heading to the next `## `. */
export function handBackSection(text: string, locale: 'th' | 'zh'): string {
  const heading = locale === 'th' ? '## ไทย' : '## 中文';
  const start = text.indexOf(`\n${heading}`);
  if (start < 0) throw new Error(`content/HAND-BACK.md has no "${heading}" section`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The localized titles and licences of content/sources.yaml (`localized: <locale>:` blocks), one line each. */
export function localizedSourceLines(yaml: string, locale: 'th' | 'zh'): string[] {
  const lines: string[] = [];
  let inLocale = false;
  for (const line of yaml.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (/^\s{4}(th|zh):\s*$/.test(line)) inLocale = line.trim() === `${locale}:`;
    else if (indent <= 4) inLocale = false;
    else if (inLocale) lines.push(line.trim());
  }
  return lines;
}

function stringsOf(locale: 'th' | 'zh', convert: (text: string, key: string) => string): Surface[] {
  return NAMESPACES.flatMap((namespace) =>
    Object.entries(resources[locale][namespace] as Record<string, string>).map(([key, text]) =>
      surface(
        TOOL_NAMESPACES.has(namespace) ? 'tools' : 'site',
        `${locale}/${namespace}.json ${key}`,
        convert(text, key),
      ),
    ),
  );
}

function writtenSurfaces(locale: 'th' | 'zh', hant: boolean): Surface[] {
  const text = (plain: string) => (hant ? convertText(plain) : plain);
  const zhHantStrings = handWritten as Record<string, string>;
  return [
    ...markdownFilesUnder(`content/${locale}/`).map((file) =>
      surface('rules', file, hant ? convertMarkdown(read(file)) : read(file)),
    ),
    ...glossaryTerms.map((term) =>
      surface('glossary', `name ${term.id}`, hant ? (termNameZhHant(term.id) ?? '') : term.names[locale]),
    ),
    ...Object.entries(glossaryDefinitions[locale]).map(([id, definition]) =>
      surface('glossary', `definition ${id}`, text(definition)),
    ),
    ...stringsOf(locale, (message, key) =>
      hant ? (zhHantStrings[key] ?? convertMessage(message)) : message,
    ),
    ...(hant
      ? []
      : [
          surface(
            'docs',
            `content/HAND-BACK.md (${locale})`,
            handBackSection(read('content/HAND-BACK.md'), locale),
          ),
        ]),
    ...localizedSourceLines(read('content/sources.yaml'), locale).map((line) =>
      surface('docs', `content/sources.yaml (${locale})`, text(line)),
    ),
  ];
}

/** Every surface of one language (zh-Hant: the zh surfaces as the build converts them). */
export function termSurfaces(locale: SurfaceLocale): Surface[] {
  return locale === 'zh-hant' ? writtenSurfaces('zh', true) : writtenSurfaces(locale, false);
}
