import { LOCALES, termName } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../lib/render-section.ts';
import { readerSections, siteContent } from '../lib/site-content.ts';
import { withTermGlosses } from './term-gloss.ts';

/** th, zh and zh-hant (made from zh): every locale a reader reads translated. */
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

/**
 * One gloss (issue 102), over the repository's text as the site renders it: no gloss repeats
 * English the text gives (after the term, in any case, number or as initials, in either kind of
 * bracket, or inside the link) or sits inside brackets; and the same rule holds for English
 * written after every real term use in each of those forms.
 */
const TERM_LINK = /<a\s[^>]*data-term="([A-Za-z0-9]+)"[^>]*>([^<]*)<\/a>/g;
const GLOSS = '<small class="gloss"';
/** Thai or Chinese: brackets holding them are the translation's own words, not its English. */
const OWN_SCRIPT = /[\u0E00-\u0E7F\u3400-\u9FFF]/;
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

/** Brackets opened and not closed in a text. */
function openBrackets(text: string): number {
  let depth = 0;
  for (const char of text) {
    if (char === '(' || char === '（') depth += 1;
    if ((char === ')' || char === '）') && depth > 0) depth -= 1;
  }
  return depth;
}

/** Each gloss that repeats English the text gives, or nests in brackets, with where it is. */
function doubledGlosses(html: string): string[] {
  const found: string[] = [];
  for (const paragraph of html.split(/<\/(?:p|li|td|th|h[1-6])>/)) {
    for (const match of paragraph.matchAll(TERM_LINK)) {
      const end = match.index + match[0].length;
      if (!paragraph.startsWith(GLOSS, end)) continue;
      const rest = textOf(paragraph.slice(paragraph.indexOf('</small>', end) + 8));
      const before = textOf(paragraph.slice(0, match.index));
      const where = `${match[2]} …${rest.slice(0, 24)}`;
      const after = /^\s*[(（]([^)）]*)/.exec(rest)?.[1] ?? '';
      if (/[A-Za-z]/.test(after) && !OWN_SCRIPT.test(after)) found.push(`English after: ${where}`);
      else if (/[A-Za-z]{2}/.test(match[2]!) && /[(（]/.test(match[2]!))
        found.push(`English in the link: ${where}`);
      else if (openBrackets(before) > 0) found.push(`inside brackets: ${where}`);
    }
  }
  return found;
}

/** The English written after a term in each way a translator writes it. */
function englishForms(english: string): string[] {
  const words = english.split(/[\s-]+/);
  const forms = [
    ` (${english})`,
    ` (${english.toLowerCase()})`,
    ` (${english}s)`,
    `（${english}）`,
    `（${english.toUpperCase()}）`,
  ];
  return words.length > 1
    ? [
        ...forms,
        ` (${words
          .map((word) => word[0])
          .join('')
          .toUpperCase()})`,
      ]
    : forms;
}

describe('one gloss over the rendered text (issue 102)', () => {
  const content = siteContent();
  const sections = TRANSLATED.flatMap((locale) =>
    content.pages.flatMap((page) =>
      readerSections(content, locale, page.id)
        .filter((section) => !section.fallback)
        .map((section) => ({
          locale,
          html: renderSection(content, locale, section)
            .blocks.map((block) => (block.type === 'html' ? block.html : ''))
            .join('\n'),
        })),
    ),
  );

  it('no gloss repeats English the text gives, or sits inside brackets, on any translated page', () => {
    const doubled = sections.flatMap(({ locale, html }) =>
      doubledGlosses(html).map((line) => `${locale}: ${line}`),
    );
    const glosses = sections.reduce((sum, { html }) => sum + html.split(GLOSS).length - 1, 0);
    console.log(
      `one gloss: ${glosses} glosses on ${sections.length} translated sections, ${doubled.length} doubled`,
    );
    expect(glosses).toBeGreaterThan(500);
    expect(doubled).toEqual([]);
  });

  it('catches English written after every real term use in every form (case, number, brackets, initials)', () => {
    let cases = 0;
    const missed: string[] = [];
    for (const { locale, html } of sections) {
      for (const match of html.matchAll(TERM_LINK)) {
        const english = termName(match[1]!, 'en');
        if (!english) continue;
        for (const form of englishForms(english)) {
          cases += 1;
          const written = `<p>${match[0]}${form}</p>`;
          if (withTermGlosses(written, locale).includes(GLOSS)) missed.push(`${locale} ${match[2]}${form}`);
        }
        cases += 1;
        const inLink = match[0].replace(`>${match[2]}<`, `>${match[2]} (${english})<`);
        if (withTermGlosses(`<p>${inLink}</p>`, locale).includes(GLOSS))
          missed.push(`${locale} [${match[2]} (${english})]`);
      }
    }
    console.log(
      `one gloss, generated: ${cases} uses with their English written after or inside, ${cases - missed.length} caught`,
    );
    expect(cases).toBeGreaterThan(1000);
    expect(missed).toEqual([]);
  });
});
