import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { all, attribute, builtSite, textOf, textsOf } from './built-site.ts';

/**
 * Rules in the reader's language, as built: drafts noted once per page, other-language pages as a
 * link, sources named in the footer (moved from the browser checks' 15-translations: nothing here
 * needs a page to run).
 */
const site = builtSite();

/** The data-source of every item of the page's sources footer. */
function sourcesOf(document: Root): string[] {
  const sources = [...all(document, '.page-sources [data-source]')].map(
    (item) => attribute(item, 'data-source') ?? '',
  );
  expect(sources.length, 'the footer names a source').toBeGreaterThan(0);
  return sources;
}

describe('Translations: draft note, foreign-language pages, sources in the footer', () => {
  it('th Combat and Create Your Character are Thai (no English fallback sections)', async () => {
    for (const path of [
      '/th/rules/Combat/',
      '/th/rules/CreateYourCharacter/',
      '/zh/rules/CreateYourCharacter/',
    ]) {
      const { root: document } = await site.load(path);
      expect(all(document, 'main [data-section]').length, `${path}: sections`).toBeGreaterThan(0);
      expect(all(document, '.rule-section--fallback'), `${path}: English fallback sections`).toHaveLength(0);
    }
  });

  it('a page with drafts shows one localized note listing them, linking to English', async () => {
    const { root: document } = await site.load('/zh/rules/D20Tests/');
    const notes = all(document, '[data-draft-notice]');
    expect(notes, 'one draft note').toHaveLength(1);
    expect(textOf(notes[0]!), 'note in Chinese').toContain('草稿');
    expect(all(notes[0]!, 'a[href="#HeroicInspiration"]'), 'links the draft section').toHaveLength(1);
    expect(all(notes[0]!, 'a[href="/en/rules/D20Tests/"]'), 'links the English page').toHaveLength(1);
    const other = await site.load('/zh/rules/TheSixAbilities/');
    expect(all(other.root, '[data-draft-notice]'), 'no note without drafts').toHaveLength(0);
  });

  it('a page that only other translations have is a note with links, not foreign body text', async () => {
    const { root: document } = await site.load('/en/rules/Dice/');
    const note = all(document, '[data-foreign-notice]');
    expect(note, 'foreign-language note').toHaveLength(1);
    expect(all(note[0]!, 'a[href="/th/rules/Dice/"]'), 'links the Thai page').toHaveLength(1);
    expect(all(document, '.rule-section'), 'no Thai body text on the English page').toHaveLength(0);
    const thai = await site.load('/th/rules/IntroductoryPlayExample/');
    expect(
      all(thai.root, '[data-foreign-notice] a[href="/zh/rules/IntroductoryPlayExample/"]'),
      'the Chinese-only example is a link for a Thai reader',
    ).toHaveLength(1);
  });

  it('the playtest comparison box summarizes what differs in the reader’s language', async () => {
    const { root: document } = await site.load('/th/rules/DamageandHealing/');
    const summary = textsOf(document, 'details.playtest [data-difference="lowest-hit-points"]');
    expect(summary, 'lowest-hit-points summary in the Hit Points box').toHaveLength(1);
    expect(summary[0], 'Thai summary').toMatch(/[\u0E00-\u0E7F]/);
    expect(summary[0], 'Thai summary mentions 0').toContain('0');
  });

  it('the footer names the sources of the page, and no CC-BY notice over free-rules text', async () => {
    const { root: document } = await site.load('/en/rules/Conditions/');
    const sources = sourcesOf(document);
    expect(sources, `sources ${sources.join(', ')}`).toContain('free-rules-2024');
    expect(sources, `no SRD source on Conditions: ${sources.join(', ')}`).not.toContain('srd-5.2');
    const footer = textsOf(document, '.site-attribution');
    expect(footer, 'the attribution footer').toHaveLength(1);
    expect(footer[0], 'no CC-BY statement').not.toContain('CC-BY-4.0.');
    const thai = sourcesOf((await site.load('/th/rules/Combat/')).root);
    expect(thai, `th Combat names the drafted translation: ${thai.join(', ')}`).toContain('polyhedral-th');
  });

  it('a th/zh page names its sources and its previous/next pages in the reader’s language', async () => {
    for (const [locale, letters] of [
      ['zh', /[\u4E00-\u9FFF]/],
      ['th', /[\u0E00-\u0E7F]/],
    ] as const) {
      const { root: document } = await site.load(`/${locale}/rules/LevelAdvancement/`);
      const names = textsOf(document, '.page-sources [data-source] > span');
      expect(names.length, `${locale}: footer names a source`).toBeGreaterThan(0);
      for (const name of names) {
        expect(name, `${locale}: source named in the reader's language: ${name}`).toMatch(letters);
        expect(name, `${locale}: no English source name: ${name}`).not.toContain('System Reference Document');
      }
      // The last page of Character Creation leads to the first playtest-only topic (Contests).
      const next = textsOf(document, '.pagination-links a[rel="next"] .link-title');
      expect(next, `${locale}: one next page`).toHaveLength(1);
      expect(next[0], `${locale}: next page titled in the reader's language`).toMatch(letters);
    }
  });
});
