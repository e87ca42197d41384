import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { installZhHant } from '@polyhedral/i18n/zh-hant';
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { isChineseCharacter, isThaiCharacter } from '../../src/integrations/fonts/font-faces.ts';
import { attribute, findElements, firstElement, parseHtml, textContent } from '../../src/lib/built-html.ts';
import type { FontFace } from '../../tools/font-faces.ts';
import { builtFontFaces } from '../browser/support/built-font-faces.ts';
import { distDir } from './built-site.ts';

/**
 * Every glyph the page can write (issue 102): the strings a page carries for its code to write
 * later (attributes and JSON data blocks: the reading bar's messages, offline and search notices,
 * term hints, the dice, calculator and tracker messages, all from the i18n resources through
 * the page) are drawn from the font files the page itself starts loading (its load script's files)
 * or names as its late files (kept offline with it): offline no other file can come, and the
 * zh bar's "无法加载英文原文。请检查网络连接后重试。" lost 载网络连.
 */
installZhHant();

const LOCALES = [
  { locale: 'zh', covers: isChineseCharacter },
  { locale: 'zh-hant', covers: isChineseCharacter },
  { locale: 'th', covers: isThaiCharacter },
] as const;

/** A page of each kind that writes text from code. */
const PAGES = [
  'rules/Actions',
  'rules/D20Tests',
  'rules/DamageandHealing',
  'rules/Conditions',
  'glossary/Advantage',
  'glossary',
  'tracker',
  'offline',
  'quick',
  'character',
  'status',
  '',
];

/** The font stacks of fonts.css for a page's own text, webfont families first. */
const STACKS: Record<string, readonly string[]> = {
  zh: ['Noto Sans SC Page', 'Noto Sans SC'],
  'zh-hant': ['Noto Sans TC Page', 'Noto Sans TC'],
  th: ['Noto Sans Thai'],
};

/** The string leaves of a JSON value. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** The strings a page carries for its code: attribute values, JSON data blocks, templates. */
function carriedStrings(tree: Root): string[] {
  const strings: string[] = [];
  for (const element of findElements(tree, () => true)) {
    if (element.tagName === 'style' || element.tagName === 'script') {
      if (attribute(element, 'type') === 'application/json') {
        try {
          strings.push(...jsonStrings(JSON.parse(textContent(element))));
        } catch {
          strings.push(textContent(element));
        }
      }
      continue;
    }
    for (const name of Object.keys(element.properties)) strings.push(attribute(element, name) ?? '');
    if (element.content) strings.push(textContent(element.content));
  }
  return strings;
}

/** The file that draws a character on this page: the first family of the stack with a face claiming it. */
function fileFor(faces: readonly FontFace[], stack: readonly string[], code: number): string | undefined {
  for (const family of stack) {
    const face = faces.find(
      (one) =>
        one.family === family &&
        one.weight === '400' &&
        one.ranges.some(([from, to]) => code >= from && code <= to),
    );
    if (face) return face.url;
  }
  return undefined;
}

/** The files the page starts loading (its load script's samples, each drawn by one file) and its late files. */
function loadedFiles(tree: Root, faces: readonly FontFace[]): Set<string> {
  const script = firstElement(tree, (element: Element) => attribute(element, 'dataFontLoad') !== undefined);
  const samples = JSON.parse(script ? (attribute(script, 'dataNow') ?? '[]') : '[]') as [string, string][];
  const loaded = new Set<string>();
  for (const [font, characters] of samples) {
    const family = /"([^"]+)"/.exec(font)?.[1] ?? '';
    for (const char of characters) {
      const url = fileFor(faces, [family], char.codePointAt(0)!);
      if (url) loaded.add(url);
    }
  }
  return loaded;
}

describe('every glyph the page can write is in a file the page loads (issue 102)', () => {
  for (const { locale, covers } of LOCALES) {
    it(`${locale}: every string a page carries for its code draws from its own files`, () => {
      const strings = new Set<string>();
      const missing: string[] = [];
      for (const page of PAGES) {
        const file = path.join(locale, page);
        const tree = parseHtml(readFileSync(path.join(distDir, file, 'index.html'), 'utf8'));
        const { faces, late } = builtFontFaces(distDir, file);
        const loaded = loadedFiles(tree, faces);
        for (const url of late) loaded.add(url);
        for (const text of carriedStrings(tree)) {
          const codes = [...new Set([...text].map((char) => char.codePointAt(0)!))].filter(covers);
          if (codes.length === 0) continue;
          strings.add(text);
          const blank = codes.filter((code) => {
            const url = fileFor(faces, STACKS[locale]!, code);
            return url === undefined || !loaded.has(url);
          });
          if (blank.length > 0)
            missing.push(`/${file}/: ${String.fromCodePoint(...blank)} in “${text.slice(0, 40)}”`);
        }
      }
      const { t } = createTranslator(locale as 'zh');
      const failed = t('ui.reading.loadFailed');
      console.log(
        `${locale}: ${strings.size} strings carried for the page's code on ${PAGES.length} pages, ${missing.length} with a glyph from a file the page does not load`,
      );
      expect(strings.has(failed), `the reading bar's failure message “${failed}” is in the list`).toBe(true);
      // Decision 476: the offline message, and the note for text with no English original (Actions).
      for (const key of ['ui.reading.offline', 'ui.reading.noEnglish'] as const)
        expect(strings.has(t(key)), `the reading bar's “${t(key)}” is in the list`).toBe(true);
      expect(missing).toEqual([]);
    });
  }
});
