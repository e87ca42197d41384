import { glossaryTerms, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { QUICK_CARDS } from '../../src/lib/quick-reference-cards.ts';
import { all, attribute, builtSite, one, textOf } from './built-site.ts';

/**
 * The quick reference (/<locale>/quick/) as built (moved from the browser checks' 85-quick-reference,
 * which keeps one card per screen on a phone, the topic bar's jump, the glyphs drawn, axe and the
 * screenshots): every card from keyed data in every locale, each card's link to its full rule
 * landing on a page holding that rule ID, all 15 SRD conditions with their definitions, its
 * calculators, and the links from the sidebar and the home page.
 */
const site = builtSite();

const CONDITIONS = glossaryTerms.filter((term) => term.category === 'condition');

describe('Quick reference: cards from keyed data in every locale, linked to their rules', () => {
  it('the glossary has 17 conditions: the SRD 5.2’s 15 and the Playtest’s own Ethereal and Intoxicated', () => {
    expect(CONDITIONS.length, 'conditions in the glossary').toBe(17);
  });

  for (const locale of WRITTEN_LOCALES) {
    it(`${locale}: 8 cards linked to their rules, 15 conditions with definitions, calculators, sidebar and home links`, async () => {
      const { status, root: document } = await site.load(`/${locale}/quick/`);
      expect(status, 'status').toBe(200);
      const cards = all(document, '[data-quick-card]');
      expect(cards.map((card) => attribute(card, 'data-quick-card')).join(), `${locale}: cards`).toBe(
        QUICK_CARDS.map((card) => card.ruleId).join(),
      );
      for (const card of cards) {
        const id = attribute(card, 'data-quick-card')!;
        expect(textOf(one(card, 'h2')), `${locale}: card ${id} has no title`).not.toBe('');
        expect(textOf(card).length, `${locale}: card ${id} is empty`).toBeGreaterThan(80);
        const rule = attribute(one(card, '.quick-card__rule a[data-rule]'), 'href') ?? '';
        const [pathname, hash] = rule.split('#');
        const target = await site.load(pathname ?? '');
        expect(target.status, `${locale}: ${id} links to ${rule}: ${target.status}`).toBe(200);
        const anchor = hash ?? id;
        expect(all(target.root, `[id="${anchor}"]`), `${locale}: ${rule} has no #${anchor}`).toHaveLength(1);
      }
      const conditions = all(document, '.quick-condition');
      expect(conditions, `${locale}: conditions`).toHaveLength(15);
      const ids = conditions.map((condition) => attribute(condition, 'data-term-id') ?? '');
      expect(
        ids.filter((id) => /^(Ethereal|Intoxicated)/.test(id)),
        `${locale}: a Playtest-only condition on the SRD card`,
      ).toEqual([]);
      for (const [index, condition] of conditions.entries()) {
        const definition = all(condition, 'dd').map(textOf).join(' ');
        expect(definition.length, `${locale}: ${ids[index]} has no definition`).toBeGreaterThan(5);
      }
      const calculators = all(document, '[data-calculator]').map((element) =>
        attribute(element, 'data-calculator'),
      );
      for (const kind of ['d20-test', 'travel-pace', 'damage-application', 'death-saves']) {
        expect(calculators, `${locale}: no ${kind} calculator (${calculators.join()})`).toContain(kind);
      }
      expect(
        all(document, `nav.sidebar a[href="/${locale}/quick/"]`),
        `${locale}: the sidebar has no quick reference link`,
      ).toHaveLength(1);
      const home = await site.load(`/${locale}/`);
      expect(
        all(home.root, `.home-quick a[href="/${locale}/quick/"]`),
        `${locale}: the home page has no quick reference link`,
      ).toHaveLength(1);
    });
  }
});
