import { initiativeCalculator } from '@polyhedral/core/calculators';
import {
  addCondition,
  checkCreatures,
  setExhaustion,
  type TrackerState,
  trackerFileText,
} from '@polyhedral/core/tracker';
import { formatMessage, joinBorrowedWordsIn, type Locale, messagesFor, termName } from '@polyhedral/i18n';
import { describeCause } from '@polyhedral/i18n/client';
import { startedFight } from '../../support/tracker-fights.ts';
import { expect, test } from '../fixtures.ts';
import { FLOW_SCHEMES } from '../support/colour-schemes.ts';
import { PHONE } from '../support/phone.ts';
import {
  openCreature,
  openTool,
  openTrackerInScheme,
  openTrackerWith,
  storeTrackerBeforeLoad,
  trackerReady,
} from '../support/tracker.ts';

/**
 * The tracker's Check tab (issue 65, round 4): ability checks against a DC for the selected
 * creatures, in Thai on a phone (the same receipt in en, th and zh: check-lines.test.ts). A Poisoned rogue at Exhaustion 2 (SRD 5.2
 * Poisoned: "Disadvantage on attack rolls and ability checks"; Exhaustion: "subtract twice your
 * Exhaustion level" from D20 Tests) and a plain fighter make a DC 15 Dexterity check with typed
 * d20s: every number and reason the page shows is the core's checkCreatures result for the same
 * input, worded with the locale's own strings. Also: a tracker stored with a condition SRD 5.2
 * lacks (the Playtest's Intoxicated) is refused in the reader's language, not kept.
 */

type PageLocale = Extract<Locale, 'en' | 'th' | 'zh'>;
const messages = (locale: PageLocale): Record<string, string> => {
  const all = {
    ...messagesFor(locale, 'tracker.'),
    ...messagesFor(locale, 'conditions.'),
    ...messagesFor(locale, 'table.ability.'),
    ...messagesFor(locale, 'rules.'),
    ...messagesFor(locale, 'calc.common.ruleset.'),
  };
  return locale === 'th' ? joinBorrowedWordsIn(all, 'th') : all;
};
const SHOTS = process.env.TRACKER_SHOTS;

/** The rogue (c1: Poisoned, Exhaustion 2) and the fighter (c2), in combat. */
function table(names: { rogue: string; fighter: string }): TrackerState {
  let state = startedFight([
    [{ name: names.rogue, kind: 'character', initiativeBonus: 4, ac: 14, maxHp: 22 }, 16],
    [{ name: names.fighter, kind: 'character', initiativeBonus: 1, ac: 18, maxHp: 30 }, 9],
  ]);
  state = addCondition(state, 'c1', 'PoisonedCondition', { kind: 'until-removed' });
  return setExhaustion(state, 'c1', 2);
}

// The flow in Thai; the receipt's lines and reasons in en, th and zh for the same input are
// src/tracker/check-lines.test.ts's ("the Check tab receipt of the rogue and the fighter").
const CASES = [
  { locale: 'th', rogue: 'ดารา', fighter: 'อัยลา', scheme: 'light' },
  { locale: 'th', rogue: 'ดารา', fighter: 'อัยลา', scheme: 'dark' },
] as const;

// Dark only when its screenshots are taken (support/colour-schemes.ts, FLOW_SCHEMES).
for (const one of CASES.filter((c) => FLOW_SCHEMES.includes(c.scheme))) {
  test(`${one.locale} phone ${one.scheme}: the Check tab rolls a Dexterity check with Poisoned's Disadvantage and Exhaustion 2's −4`, async ({
    newPage,
  }) => {
    const state = table(one);
    const { page } = await openTrackerInScheme(newPage, one.locale, one.scheme, state);
    const words = messages(one.locale);
    const t = (key: string, params: Record<string, string | number> = {}) =>
      formatMessage(words, key, params, one.locale);

    // What the core gives for the same input: Dexterity, DC 15, bonuses +3 and +1, d20s 14 and 14.
    const expected = checkCreatures(
      state,
      {
        ids: ['c1', 'c2'],
        ability: 'dexterity',
        dc: 15,
        bonuses: { c1: 3, c2: 1 },
        d20s: { c1: 14, c2: 14 },
      },
      { nextInt: () => 0 },
    );
    const [rogue, fighter] = expected;
    if (rogue?.kind !== 'rolled' || fighter?.kind !== 'rolled') throw new Error('both roll');
    // By hand: 14 + 3 − 4 = 13 < 15, a failure with Disadvantage (the typed d20 is the one kept);
    // 14 + 1 = 15 ≥ 15, a success.
    expect([rogue.total, rogue.success, rogue.mode, fighter.total, fighter.success]).toEqual([
      13,
      false,
      'disadvantage',
      15,
      true,
    ]);

    await page.locator('#tracker-select-c1').check();
    await page.locator('#tracker-select-c2').check();
    await openTool(page, 'check');
    const panel = page.getByTestId('tracker-check');
    // The fields are named for a check, not a save (the tab once borrowed "Save DC").
    await panel.getByLabel(t('tracker.check.ability'), { exact: true }).selectOption('dexterity');
    await panel.getByLabel(t('tracker.check.dc'), { exact: true }).fill('15');
    await panel.locator('#tracker-ck-bonus-c1').fill('3');
    await panel.locator('#tracker-ck-bonus-c2').fill('1');
    await panel.locator('#tracker-ck-d20-c1').fill('14');
    await panel.locator('#tracker-ck-d20-c2').fill('14');
    await panel.getByRole('button', { name: t('tracker.check.roll') }).click();

    const receipt = page.getByTestId('tracker-check-receipt');
    const ability = t('table.ability.dexterity');
    await expect(receipt).toContainText(
      t('tracker.check.line', {
        name: one.rogue,
        ability,
        d20: '14',
        terms: '+ 3 − 4',
        total: '13',
        dc: '15',
        outcome: t('tracker.check.failure'),
      }),
    );
    await expect(receipt).toContainText(
      t('tracker.check.line', {
        name: one.fighter,
        ability,
        d20: '14',
        terms: '+ 1',
        total: '15',
        dc: '15',
        outcome: t('tracker.check.success'),
      }),
    );
    // The reasons, as the core gives them, in the page's words: Poisoned's Disadvantage, Exhaustion 2.
    const names = (id: string) => termName(id, one.locale);
    for (const cause of rogue.causes)
      await expect(receipt).toContainText(describeCause(cause, words, one.locale, names));
    expect(rogue.causes.map((cause) => cause.code)).toEqual(
      expect.arrayContaining(['conditions.cause.disadvantage', 'conditions.cause.exhaustion']),
    );
    await expect(receipt).toContainText(names('PoisonedCondition')!);
    // A check changes nothing in the tracker: both keep their hit points, and nothing stays ticked.
    await expect(page.locator('#tracker-select-c1')).not.toBeChecked();
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/${one.locale}-phone-${one.scheme}-check.png`, fullPage: true });
  });
}

// In Thai: the refusal's words in en, th and zh, and the ruleset's condition list without
// Intoxicated and Ethereal, are src/tracker/tracker-words.test.ts's ("a condition the ruleset lacks
// is refused in the reader's words").
for (const locale of ['th'] as const) {
  test(`${locale}: a stored tracker with the Playtest's Intoxicated is refused on SRD 5.2, in the reader's words`, async ({
    newPage,
  }) => {
    const { page } = await newPage(PHONE);
    const stored = trackerFileText(table({ rogue: 'ดารา', fighter: 'อัยลา' })).replace(
      '"PoisonedCondition"',
      '"IntoxicatedCondition"',
    );
    await storeTrackerBeforeLoad(page, stored);
    await page.goto(`/${locale}/tracker/`);
    await trackerReady(page);
    const words = messages(locale);
    const notice = page.getByTestId('tracker-notice');
    // "The SRD 5.2 rules have no “Intoxicated” condition", with the glossary's name of it.
    await expect(notice).toContainText(termName('IntoxicatedCondition', locale)!);
    await expect(notice).toContainText(words['calc.common.ruleset.srd-5.2']!);
    await expect(notice).not.toContainText('intoxicated');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${locale}-phone-refused-intoxicated.png` });
    // The choices offered for a condition come from the ruleset: no Ethereal, no Intoxicated.
    const fresh = await newPage(PHONE);
    await openTrackerWith(fresh.page, `/${locale}/tracker/`, table({ rogue: 'ดารา', fighter: 'อัยลา' }));
    await openCreature(fresh.page, 'c2');
    const options = await fresh.page
      .locator('#tracker-cond-c2 option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    expect(options).toHaveLength(14);
    expect(options).toContain('PoisonedCondition');
    expect(options).not.toContain('EtherealCondition');
    expect(options).not.toContain('IntoxicatedCondition');
  });
}

/**
 * The Initiative roll's reasons are the initiative calculator kind's (SRD 5.2 Invisible: "You have
 * Advantage on Initiative rolls"; Poisoned: Disadvantage on ability checks, and Initiative is a
 * Dexterity check; Exhaustion: −2 per level): the page's receipt holds each reason the kind
 * computes for the same creature, worded as the calculators word it.
 */
// In Thai, in light (a flow runs in light: docs/testing.md); the same reasons and sums in th and zh
// are src/tracker/tracker-words.test.ts's ("Initiative gives the reasons the initiative calculator gives").
for (const one of [{ locale: 'th', scheme: 'light', rogue: 'ดารา', fighter: 'อัยลา' }] as const) {
  test(`${one.locale} phone ${one.scheme}: Initiative gives the reasons the initiative calculator gives`, async ({
    newPage,
  }) => {
    let state = table(one);
    state = addCondition(state, 'c2', 'InvisibleCondition', { kind: 'until-removed' });
    const { page } = await openTrackerInScheme(newPage, one.locale, one.scheme, state);
    const words = messages(one.locale);
    const names = (id: string) => termName(id, one.locale);
    await page
      .getByRole('button', { name: formatMessage(words, 'tracker.initiative.rollAll', {}, one.locale) })
      .click();
    const rolls = page.getByTestId('tracker-rolls');
    // The rogue: Poisoned (Disadvantage) and Exhaustion 2 (−4); the fighter: Invisible (Advantage).
    const rogue = initiativeCalculator.compute({
      ...initiativeCalculator.defaults,
      bonus: 4,
      condition: ['poisoned'],
      exhaustion: 2,
    });
    const fighter = initiativeCalculator.compute({
      ...initiativeCalculator.defaults,
      bonus: 1,
      condition: ['invisible'],
    });
    expect([rogue.conditions.mode, rogue.conditions.modifier, fighter.conditions.mode]).toEqual([
      'disadvantage',
      -4,
      'advantage',
    ]);
    // Every term of each sum: the rogue's bonus +4 and Exhaustion's −4, the fighter's +1.
    await expect(rolls).toContainText(/ \+ 4 − 4 = \d+/);
    await expect(rolls).toContainText(/ \+ 1 = \d+/);
    for (const cause of [...rogue.causes, ...fighter.causes])
      await expect(rolls).toContainText(describeCause(cause, words, one.locale, names));
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/${one.locale}-phone-${one.scheme}-initiative.png`,
        fullPage: true,
      });
  });
}
