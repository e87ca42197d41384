import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cutGameWords,
  formatMessage,
  messagesFor,
  THAI_BORROWED_WORDS,
  thaiGameWords,
  unlistedThaiBreaks,
} from '@polyhedral/i18n';
import { thaiWordList } from '@polyhedral/i18n/thai-dictionary';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/lib/built-html.ts';
import type { ReviewGlossaryFile } from '../../src/review/review-types.ts';
import { builtPagesPass } from './built-pages-pass.ts';
import { distDir as dist } from './built-site.ts';
import { type ThaiPage, unkeptBorrowedWords } from './thai-pages.ts';

/**
 * Every Thai text a reader can reach in the build, held to the line-break check with a dictionary
 * segmenter's word list (unlistedThaiBreaks with wordcut's words: a cut that leaves a piece no Thai
 * word can be, such as แช|ตบอต) and the game-word check (cutGameWords: a glossary word or คาถา the
 * dictionary knows whole, cut in context, such as การคงคา|ถา): the visible text of every page under th/ (the developers page
 * too), and the review page's states the HTML does not hold: each glossary definition's title and
 * text as `?glossary=<TermId>` shows them (th/review/glossary.json, the title from
 * `ui.review.definition.title`). The sources are checked the same way in @polyhedral/i18n
 * (unlisted-breaks.test.ts); this reads what the build made of them.
 */
const thai = path.join(dist, 'th');

/** Every Thai page, from the one parse of each built page (built-pages-pass.ts). */
const thaiPages = async (): Promise<ThaiPage[]> => (await builtPagesPass(dist)).thai;

/** Every Thai page's visible text, as `[file, text]`. */
const pageTexts = async (): Promise<[string, string][]> =>
  (await thaiPages()).map(({ file, text }) => [file, text]);

/** The review page's glossary states (`?glossary=<TermId>`): each definition's title and text. */
function glossaryTexts(): [string, string][] {
  const file = JSON.parse(
    readFileSync(path.join(thai, 'review', 'glossary.json'), 'utf8'),
  ) as ReviewGlossaryFile;
  const messages = messagesFor('th', 'ui.review.definition.');
  return file.terms.flatMap((term): [string, string][] => [
    [
      `th/review/?glossary=${term.id} title`,
      formatMessage(messages, 'ui.review.definition.title', { name: term.name }, 'th'),
    ],
    [`th/review/?glossary=${term.id} definition`, term.definition],
  ]);
}

/** Both checks' findings: a piece no word (แช|ตบอต), a game word cut (การคงคา|ถา). */
function report(
  texts: readonly [string, string][],
  words: readonly string[] = THAI_BORROWED_WORDS,
): string[] {
  return texts.flatMap(([where, text]) =>
    [...unlistedThaiBreaks(text, words, thaiWordList()), ...cutGameWords(text, thaiGameWords(), words)]
      .sort((a, b) => a.index - b.index)
      .map(
        ({ context }) =>
          `${where}: a line can break at "${context}": add the word to thai-words/borrowed-words.json`,
      ),
  );
}

describe('Thai line breaks in the build: no cut inside a word the dictionary lacks', () => {
  beforeAll(() => {
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ has no build');
  });

  it('finds none on any built Thai page, the developers page included', async () => {
    const pages = await pageTexts();
    expect(pages.length, 'built Thai pages').toBeGreaterThan(200);
    expect(pages.map(([file]) => file)).toContain('th/developers/index.html');
    expect(report(pages)).toEqual([]);
  });

  it('finds none in a glossary definition the review page opens (?glossary=): its title and text', () => {
    const texts = glossaryTexts();
    expect(texts.length, 'two texts per term').toBeGreaterThan(100);
    expect(texts.find(([where]) => where.endsWith('?glossary=EtherealCondition title'))?.[1]).toMatch(
      /^นิยามในอภิธานศัพท์: /,
    );
    expect(report(texts)).toEqual([]);
  });

  // The sixth reading's miss: แช|ตบอต at 328-332 px on /th/developers/, two valid syllables.
  it('finds a planted mis-cut: the developers page with แชตบอต taken off the list', async () => {
    const developers = (await pageTexts()).filter(([file]) => file === 'th/developers/index.html');
    const without = THAI_BORROWED_WORDS.filter((word) => word !== 'แชตบอต' && word !== 'แชต');
    const found = report(developers, without);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((line) => line.startsWith('th/developers/index.html: a line can break at "'))).toBe(
      true,
    );
    expect(found.some((line) => line.includes('แช|ตบอต'))).toBe(true);
  });

  it('finds a planted mis-cut in a glossary title: อีเธอเรียล taken off the list', () => {
    const title = glossaryTexts().filter(([where]) => where.endsWith('?glossary=EtherealCondition title'));
    expect(title).toHaveLength(1);
    const without = THAI_BORROWED_WORDS.filter((word) => !word.includes('อีเธอเรียล'));
    expect(report(title, without).length).toBeGreaterThan(0);
  });

  it('finds a planted game-word cut: ทุกรอบ taken off the list on the Thai Combat page', async () => {
    const combat = (await pageTexts()).filter(([file]) => file === 'th/rules/Combat/index.html');
    expect(combat).toHaveLength(1);
    const without = THAI_BORROWED_WORDS.filter((word) => word !== 'ทุกรอบ');
    expect(report(combat, without).some((line) => line.includes('ทุกร|อบ'))).toBe(true);
  });
});

/**
 * Moved from browser check 88 (`a page of every kind … none split at ten widths`, 11 pages): that a
 * listed word is kept together is a fact of the built HTML, on every Thai page; the browser keeps
 * the layout of a kept word at ten widths on a rule page, the glossary and the attribution page.
 */
describe('Thai borrowed words in the build: each one on every Thai page is kept on one line', () => {
  it('every Thai page: each listed word wrapped in a th-word span (static text) or joined (an island), none left', async () => {
    const all = await thaiPages();
    const unkept = all.flatMap(({ file, unkept }) => unkept.map((one) => `${file}: ${one}`));
    expect(unkept).toEqual([]);
    const wrapped = (file: string) => all.find((page) => page.file === file)?.wrapped ?? 0;
    // The pages the browser walked before, each holding words kept: the footer's ครีเอทีฟคอมมอนส์
    // on every page, the fourth reading's words on theirs.
    for (const file of [
      'th/index.html',
      'th/rules/CreateYourCharacter/index.html',
      'th/rules/Dice/index.html',
      'th/rules/Exploration/index.html',
      'th/rules/PlaytestContests/index.html',
      'th/glossary/index.html',
      'th/glossary/PrimordialLanguage/index.html',
      'th/glossary/NeutralGood/index.html',
      'th/attribution/index.html',
      'th/status/index.html',
      'th/character/index.html',
    ])
      expect(wrapped(file), file).toBeGreaterThan(0);
    const total = all.reduce((sum, page) => sum + page.wrapped, 0);
    console.info(`${all.length} Thai pages, ${total} listed words wrapped, ${unkept.length} left`);
  });

  it('finds the words left when the spans are taken off (attribution) or an island’s joiners are (character)', () => {
    const read = (file: string) => readFileSync(path.join(thai, file), 'utf8');
    const unwrapped = read('attribution/index.html').replace(/<span class="th-word">([^<]*)<\/span>/g, '$1');
    const attribution = unkeptBorrowedWords(parseHtml(unwrapped));
    expect(attribution.some((one) => one.startsWith('ครีเอทีฟคอมมอนส์: '))).toBe(true);
    const character = read('character/index.html');
    expect(unkeptBorrowedWords(parseHtml(character))).toEqual([]);
    const island = /<astro-island[\s\S]*<\/astro-island>/.exec(character)?.[0] ?? '';
    expect(island).toContain('\u2060');
    const unjoined = unkeptBorrowedWords(
      parseHtml(island.replaceAll('\u2060', '').replaceAll('\u200b', ''), { fragment: true }),
    );
    expect(unjoined.length).toBeGreaterThan(0);
  });
});
