import { readFileSync } from 'node:fs';
import {
  addCondition,
  addCreature,
  createTracker,
  damageCreatures,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { conditionTermNames, conditionTexts } from './condition-text.ts';
import { InitiativeCard } from './InitiativeCard.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

/*
 * The printed initiative card (issue 91, Low list): a creature that dies Restrained prints no
 * "Speed 0"; the zh-Hant page's machine-conversion note is for the screen, not the paper.
 */

const GOBLIN = { name: 'Goblin', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 7, speed: 30 } as const;

function card(state: TrackerState, locale: 'en' | 'th' | 'zh-hant') {
  const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
  return {
    text,
    html: renderToString(h(InitiativeCard, { state, conditions: conditionTexts(locale), text })),
  };
}

describe('the printed card', () => {
  it.each(['en', 'th', 'zh-hant'] as const)(
    '%s: Restrained prints Speed 0 while alive, nothing once dead',
    (locale) => {
      let state = addCondition(addCreature(createTracker(), GOBLIN), 'c1', 'RestrainedCondition', {
        kind: 'until-removed',
      });
      const alive = card(state, locale);
      const zero = alive.text.t('tracker.speed.value', { feet: alive.text.n(0) });
      expect(alive.html).toContain(zero);
      state = damageCreatures(state, ['c1'], { parts: [{ amount: 7, type: 'slashing' }] }).state;
      expect(state.creatures[0]!.dead).toBe(true);
      expect(card(state, locale).html).not.toContain(zero);
    },
  );

  it('the conversion note sits in an element the print rules hide with the rest of the page', () => {
    const page = readFileSync(new URL('../pages/[locale]/tracker.astro', import.meta.url), 'utf8');
    expect(page).toMatch(/<div class="tracker-screen-note"><WholePageConvertedNotice /);
    const css = readFileSync(new URL('./tracker.css', import.meta.url), 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    const hidden = print.slice(0, print.indexOf('{')) + print.slice(print.indexOf('{'), print.indexOf('}'));
    expect(hidden).toContain('.tracker-screen-note');
    expect(hidden).toContain('display: none');
  });
});
