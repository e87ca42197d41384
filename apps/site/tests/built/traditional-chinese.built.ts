import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocale, messagesFor, termName } from '@polyhedral/i18n';
import { convertText, installZhHant } from '@polyhedral/i18n/zh-hant';
import type { Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { isChineseCharacter } from '../../src/integrations/fonts/font-faces.ts';
import { ZH_HANT_PAGE_KINDS } from '../browser/support/zh-hant-page-kinds.ts';
import { builtPagesPass } from './built-pages-pass.ts';
import { all, attribute, builtSite, distDir, one, textOf } from './built-site.ts';

/**
 * Traditional Chinese (zh-hant, issue 33 part 2) as built (moved from the browser checks'
 * 89-traditional-chinese, which keeps the language menu's switch, a calculator, the Noto
 * Sans TC subsets downloaded and drawn, the note shown on one page of each kind, and print): its
 * pages in Traditional script under lang="zh-Hant" with no Simplified character left, marked as
 * converted by machine, their term links, no Mainland word, and its offline download.
 */
installZhHant();

const site = builtSite();
const HANT = intlLocale('zh-hant');

/**
 * The Simplified characters of a zh text that its conversion replaces everywhere (汉 -> 漢): none may
 * be left on the zh-Hant page made from it. (A character the conversion keeps somewhere, such as 干 in
 * 干擾, is not one of them.)
 */
function simplifiedOnly(zhText: string): Set<string> {
  const converted = convertText(zhText);
  const kept = new Set(converted);
  const replaced = new Set<string>();
  const before = [...zhText];
  const after = [...converted];
  before.forEach((char, index) => {
    if (after[index] !== char && isChineseCharacter(char.codePointAt(0)!)) replaced.add(char);
  });
  return new Set([...replaced].filter((char) => !kept.has(char)));
}

/** The characters of `only` that `text` holds. */
function leftIn(text: string, only: ReadonlySet<string>): string {
  return [...new Set([...text].filter((char) => only.has(char)))].join('');
}

/** The text of `main` outside elements in another language (other-language titles and names). */
function ownLanguageText(document: Root): string {
  const own = attribute(one(document, 'html'), 'lang');
  const parts: string[] = [];
  const walk = (node: RootContent, lang: string | undefined) => {
    if (node.type === 'text') {
      if (lang === own || lang === undefined) parts.push(node.value);
    } else if (node.type === 'element') {
      const next = attribute(node, 'lang') ?? lang;
      for (const child of node.children) walk(child, next);
    }
  };
  for (const child of one(document, 'main').children) walk(child, own);
  return parts.join('\n');
}

/** Loads a page in zh and in zh-hant; the zh-hant page must hold none of the zh page's Simplified-only characters. */
async function expectConverted(pagePath: string): Promise<{ text: string; document: Root }> {
  const zh = await site.load(`/zh/${pagePath}`);
  const only = simplifiedOnly(ownLanguageText(zh.root));
  expect(only.size, `${pagePath}: Simplified-only characters on the zh page`).toBeGreaterThan(5);
  const { status, root: document } = await site.load(`/zh-hant/${pagePath}`);
  expect(status, pagePath).toBe(200);
  expect(attribute(one(document, 'html'), 'lang'), pagePath).toBe(HANT);
  const text = ownLanguageText(document);
  expect(leftIn(text, only), `Simplified characters left on /zh-hant/${pagePath}`).toBe('');
  return { text, document };
}

/** The converted-by-machine note of a page, with its text and the href of its (last) link. */
function convertedNote(document: Root, where: string): { text: string; href: string | undefined } {
  const notes = all(document, '[data-converted-notice="zh"]');
  expect(notes, `${where}: the converted-by-machine note`).toHaveLength(1);
  const links = all(notes[0]!, 'a');
  return { text: textOf(notes[0]!), href: links.length ? attribute(links.at(-1)!, 'href') : undefined };
}

const CONVERTED_ALL = messagesFor('zh-hant', 'ui.converted')['ui.converted.all']!;

describe('Traditional Chinese (zh-hant) as built: converted from zh, noted, linked, downloadable', () => {
  it('a zh-hant rule page: lang="zh-Hant", Traditional text with no Simplified left, the converted-by-machine note', async () => {
    const { text, document } = await expectConverted('rules/D20Tests/');
    expect(text.length, 'the page text').toBeGreaterThan(1000);
    expect(textOf(one(document, 'main h1'))).toBe('D20 檢定');
    expect(textOf(one(document, 'main h2#SavingThrows'))).toContain('豁免檢定');
    const note = convertedNote(document, 'rules/D20Tests/');
    expect(note.text).toContain(CONVERTED_ALL);
    expect(note.href).toBe('/zh/rules/D20Tests/');
  });

  it('a term link carries the term’s zh-Hant name and leads to its zh-Hant glossary entry', async () => {
    const { root: document } = await site.load('/zh-hant/rules/Combat/');
    const name = termName('ProneCondition', 'zh-hant')!;
    const link = one(document, '.sl-markdown-content a.term[data-term="ProneCondition"]');
    expect(attribute(link, 'href')).toBe('/zh-hant/glossary/ProneCondition/');
    expect(textOf(link)).toContain(name);
    const entry = await expectConverted('glossary/ProneCondition/');
    expect(textOf(one(entry.document, 'main h1'))).toContain(name);
  });

  it('the quick reference, tracker and glossary read in zh-Hant; the status page counts the converted sections', async () => {
    // The status page names each language in its own script (简体中文 inside a zh-Hant heading), so
    // it is checked for its own line only.
    for (const pagePath of ['quick/', 'tracker/', 'glossary/']) await expectConverted(pagePath);
    const { root: document } = await site.load('/zh-hant/status/');
    expect(textOf(one(document, '[data-status-derived="zh-hant"]'))).toContain('繁體中文');
    expect(attribute(one(document, 'link[rel="manifest"]'), 'href')).toBe('/zh-hant/manifest.webmanifest');
  });

  it('the glossary and the quick reference say they were converted by machine, linking their zh page', async () => {
    for (const pagePath of ['glossary/', 'quick/']) {
      const { root: document } = await site.load(`/zh-hant/${pagePath}`);
      const note = convertedNote(document, pagePath);
      expect(note.text, pagePath).toContain(CONVERTED_ALL);
      expect(note.href, pagePath).toBe(`/zh/${pagePath}`);
    }
    const { root: zh } = await site.load('/zh/glossary/');
    expect(all(zh, '[data-converted-notice]')).toHaveLength(0);
  });

  it('every built zh-hant page made by conversion carries the converted-by-machine note', async () => {
    const { kinds, missing } = (await builtPagesPass(distDir)).zhHant;
    const noted = [...kinds.values()].reduce((sum, kind) => sum + kind.noted, 0);
    const all = [...kinds.values()].reduce((sum, kind) => sum + kind.pages, 0);
    console.log(
      `zh-hant pages with the converted note: ${noted} / ${all} (${[...kinds]
        .map(([kind, count]) => `${kind} ${count.noted}/${count.pages}`)
        .join(', ')})`,
    );
    expect([...kinds.keys()].sort(), 'the page kinds walked').toEqual([...ZH_HANT_PAGE_KINDS].sort());
    expect(kinds.get('glossary term')?.pages ?? 0, 'glossary term pages').toBeGreaterThan(200);
    expect(missing, 'converted pages without the note').toEqual([]);
  });

  it('no built zh-hant page shows a Mainland word: the readings’ list (示例, 取整, 質量, 彈窗, 通過 for via …) and OpenCC’s phrases both ways', async () => {
    const { files, mainland: found } = (await builtPagesPass(distDir)).zhHant;
    expect(files, 'built zh-hant pages').toBeGreaterThan(200);
    expect(found).toEqual([]);
  });

  it('"download for offline" of zh-hant holds its pages, its own search index and its Noto Sans TC files', () => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'offline', 'zh-hant.json'), 'utf8')) as {
      locale: string;
      pages: number;
      files: { url: string }[];
    };
    const urls = manifest.files.map((file) => file.url);
    expect(manifest.locale).toBe('zh-hant');
    expect(manifest.pages, 'pages').toBeGreaterThan(400);
    expect(urls.filter((url) => url.startsWith('/zh-hant/') && url.endsWith('/')).length).toBe(
      manifest.pages,
    );
    // and the English of every translated rule page and glossary entry, for "Show the English" offline
    const englishFiles = ['rules', 'glossary']
      .flatMap((kind) =>
        readdirSync(path.join(distDir, 'zh-hant', kind)).map(
          (page) => `/zh-hant/${kind}/${page}/english.json`,
        ),
      )
      .filter((url) => existsSync(path.join(distDir, url)));
    expect(
      englishFiles.filter((url) => url.includes('/rules/')).length,
      'rule pages’ English files',
    ).toBeGreaterThan(10);
    expect(
      englishFiles.filter((url) => url.includes('/glossary/')).length,
      'glossary entries’ English files',
    ).toBeGreaterThan(200);
    expect(urls.filter((url) => url.endsWith('/english.json')).sort()).toEqual(englishFiles.sort());
    // and the section search's index (browser/section-search.ts), fetched on the first search
    expect(urls).toContain('/zh-hant/search.json');
    expect(urls.filter((url) => url.startsWith('/zh-hant/')).length).toBe(
      manifest.pages + englishFiles.length + 1,
    );
    expect(
      urls.filter((url) => /^\/pagefind\/(index|fragment)\/zh-hant_/.test(url)).length,
      'zh-hant search',
    ).toBeGreaterThan(0);
    expect(
      urls.filter((url) => url.startsWith('/pagefind/') && !url.includes('/zh-hant_')),
      'other languages’ search',
    ).toEqual([]);
    expect(urls.filter((url) => url.includes('/noto-sans-tc-page-')).length, 'page groups').toBeGreaterThan(
      10,
    );
    expect(
      urls.filter((url) => url.includes('/noto-sans-sc-page-')),
      'Simplified page groups',
    ).toEqual([]);
  });
});
