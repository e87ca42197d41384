import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { pageOfRule } from './page-of-rule.ts';
import { resolvePage } from './resolve-page.ts';

const model = loadContent({ root: fixture('valid') });
const summary = (locale: 'en' | 'th' | 'zh', page: string) =>
  resolvePage(model, locale, page)?.map(
    (s) =>
      `${s.id}:${s.locale}${s.fallback ? ':fallback' : ''}${s.stale ? ':stale' : ''}${s.translationOnly ? ':only' : ''}`,
  );

describe('resolvePage', () => {
  it('gives the English sections in order', () => {
    expect(summary('en', 'Dice')).toEqual(['Dice:en', 'DiceNotation:en', 'PercentileDice:en', 'D20Tests:en']);
    const [intro, notation] = resolvePage(model, 'en', 'Dice')!;
    expect(intro).toMatchObject({ depth: 1, title: 'Dice', markdown: 'The rules use dice such as 1d20.' });
    expect(notation).toMatchObject({
      depth: 2,
      title: 'Dice Notation',
      markdown: '## Dice Notation {#DiceNotation}\n\nRoll 8d6 and add them.',
    });
  });

  it('falls back per section, keeps stale flags and places translation-only sections after their predecessor', () => {
    expect(summary('th', 'Dice')).toEqual([
      'Dice:th',
      'DiceNotation:th:stale',
      'PercentileDice:en:fallback',
      'PlayerorDM:th:only',
      'D20Tests:th:stale',
    ]);
    expect(resolvePage(model, 'th', 'Dice')![0]).toMatchObject({
      title: 'ลูกเต๋า',
      markdown: 'กฎใช้ลูกเต๋าเช่น 1d20',
    });
  });

  it('falls back to English for a page the locale lacks, and for an empty translated intro keeps its title', () => {
    expect(summary('th', 'Combat')).toEqual(['Combat:en:fallback', 'Initiative:en:fallback']);
    expect(summary('zh', 'Combat')).toEqual(['Combat:zh:stale', 'Initiative:en:fallback']);
  });

  it('tells a review withdrawn by its revoked key (not reviewed, and why); other lost reviews and fallbacks are not told so', () => {
    const sections = new Map(model.sections);
    const local = sections.get('Dice')!.th!;
    const lost = (why: 'key-revoked' | 'text-changed') => ({
      ...local,
      review: 'edited' as const,
      lastReview: {
        by: 'Somchai Jaidee',
        on: '2026-11-27',
        text: 'ab'.repeat(32),
        kind: 'review' as const,
        why,
      },
    });
    const shown = (why: 'key-revoked' | 'text-changed') => {
      sections.set('Dice', { ...sections.get('Dice'), th: lost(why) });
      return resolvePage({ ...model, sections }, 'th', 'Dice')![0]!;
    };
    expect(shown('key-revoked')).toMatchObject({ id: 'Dice', draft: true, reviewWithdrawn: 'key-revoked' });
    expect(shown('key-revoked').credit).toBeUndefined();
    expect(shown('text-changed')).toMatchObject({ draft: true });
    expect(shown('text-changed').reviewWithdrawn).toBeUndefined();
    // Untouched sections carry no such flag.
    expect(resolvePage(model, 'th', 'Dice')!.every((section) => section.reviewWithdrawn === undefined)).toBe(
      true,
    );
  });

  it('returns undefined for an unknown page', () => {
    expect(resolvePage(model, 'en', 'Nope')).toBeUndefined();
  });
});

describe('model lookups', () => {
  it('orders pages by front matter order', () => {
    expect(model.pages.map((page) => page.id)).toEqual(['Dice', 'Combat']);
    expect(model.locales).toEqual(['en', 'th', 'zh']);
  });

  it('pageOfRule finds the page of a sub-section, a translation-only section and a playtest topic', () => {
    expect(pageOfRule(model, 'PercentileDice')).toBe('Dice');
    expect(pageOfRule(model, 'PlayerorDM')).toBe('Dice');
    expect(pageOfRule(model, 'Initiative')).toBe('Combat');
    expect(pageOfRule(model, 'Nope')).toBeUndefined();
  });

  it('loads the playtest text keyed by rule ID', () => {
    expect(model.playtest.get('DiceNotation')).toMatchObject({
      markdown: 'Playtest dice text.',
      collection: 'playtest',
    });
    expect(model.playtestPages.map((page) => page.id)).toEqual(['DiceNotation']);
  });
});
