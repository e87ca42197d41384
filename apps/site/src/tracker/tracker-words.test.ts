import { DAMAGE_TYPES } from '@polyhedral/core';
import { initiativeCalculator } from '@polyhedral/core/calculators';
import {
  addCondition,
  addCreature,
  addCreatures,
  addCreaturesWithHitDice,
  addEffect,
  attackCreatures,
  checkCreatures,
  concentrationEndings,
  createTracker,
  damageCreatures,
  giveTemporaryHitPoints,
  healCreatures,
  playerView,
  playerViewText,
  readPlayerView,
  readTrackerFile,
  removeGroup,
  resolveConcentrationCheck,
  rollDeathSave,
  rollInitiative,
  saveForHalfOnCreatures,
  saveOddsFor,
  setConcentrating,
  setExhaustion,
  setInitiative,
  startCombat,
  type TrackerState,
  trackerFileText,
} from '@polyhedral/core/tracker';
import type { RandomSource } from '@polyhedral/dice';
import type { Locale } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { errorResultOf } from '../calculators/shared/error-result.ts';
import { attackLines } from './attack-lines.ts';
import { checkLines } from './CheckPanel.tsx';
import { speedText } from './CreatureBadges.tsx';
import { conditionTermNames, conditionTexts } from './condition-text.ts';
import { hitPointLines, hitPointRollsLine, initiativeLine, saveHalfLines } from './receipt-lines.ts';
import { concentrationSaveLine, deathSaveLine, endingLines } from './save-lines.ts';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

/*
 * Every receipt and message the tracker shows, rendered in Thai, Chinese and Traditional Chinese
 * from real core results, must hold no Latin word but dice notation (issue 46: "ความเสียหาย
 * bludgeoning 6 แต้ม", "免疫poison", import errors naming "hp"). Allowed besides dice: the two
 * abbreviations these locales' rules text itself writes, DC (content/th and content/zh, "DC 15")
 * and DM (the glossary's th and zh name of the Game Master). What the reader typed or a file held is
 * quoted back in “ ” (「 」 in Traditional Chinese) and is theirs, not the page's: it is left out of the check.
 */

const LOCALES = ['th', 'zh', 'zh-hant'] as const satisfies readonly Locale[];
/** SRD: the ruleset's own name ("SRD 5.2"), as the ruleset choice writes it in every locale. */
const ALLOWED = new Set(['DC', 'DM', 'SRD']);
/** Dice notation: 8d6, d20, D20, 2d6 + 5 (the number after an operator is no word anyway). */
const DICE = /\b\d*[dD]\d+\b/g;

/** What the reader typed or the file held, quoted back (“Sleepy”): their words, not the page's. */
const QUOTED = /“[^”]*”|「[^」]*」/g;

function latinWords(text: string): string[] {
  return (
    text
      .replace(QUOTED, ' ')
      .replace(DICE, ' ')
      .match(/[A-Za-z]+/g) ?? []
  ).filter((word) => !ALLOWED.has(word));
}

/** Faces in turn (a d20 face for nextInt(20), a die face for nextInt(6)...). */
function faces(...values: number[]): RandomSource {
  const queue = [...values];
  return { nextInt: (max) => ((queue.shift() ?? 1) - 1) % max };
}

const GOBLIN = { name: 'ก็อบลิน', kind: 'monster', initiativeBonus: 2, ac: 15, maxHp: 12 } as const;
const HERO = {
  name: 'มาลี',
  kind: 'character',
  initiativeBonus: -1,
  ac: 16,
  maxHp: 28,
  saves: { dexterity: 2, constitution: 5 },
} as const;

function fight(): TrackerState {
  let state = addCreature(createTracker(), HERO);
  state = addCreatures(
    state,
    { ...GOBLIN, resist: ['fire'], vulnerable: ['cold'], immune: ['poison'] },
    {
      count: 4,
      sharedInitiative: true,
    },
  );
  state = state.creatures.reduce((s, one, index) => setInitiative(s, one.id, 20 - index), state);
  state = startCombat(state);
  state = addCondition(state, 'c2', 'ProneCondition', { kind: 'end-of-next-turn', creatureId: 'c1' });
  return setConcentrating(state, 'c1', true);
}

/** Everything one locale's tracker shows, as text. */
function renderAll(locale: Locale): string[] {
  const conditions = conditionTexts(locale);
  const text = trackerText(locale, trackerMessages(locale), {
    ...conditionTermNames(locale),
    ...Object.fromEntries(conditions.map((one) => [one.id, one.name])),
  });
  const lines = (items: { text: string; steps: string[] }[]) =>
    items.flatMap((one) => [one.text, ...one.steps]);
  const out: string[] = [];
  const base = fight();
  // Damage of every type against plain, resistant, vulnerable and immune targets; a Critical Hit at 0 HP.
  for (const type of DAMAGE_TYPES) {
    const done = damageCreatures(base, ['c1', 'c2'], { parts: [{ amount: 6, type }] });
    out.push(...lines(hitPointLines(text, done.state, done.receipts)));
  }
  let hurt = giveTemporaryHitPoints(base, ['c1'], 5).state;
  const temp = giveTemporaryHitPoints(base, ['c1'], 5);
  out.push(...lines(hitPointLines(text, temp.state, temp.receipts)));
  const down = damageCreatures(hurt, ['c1', 'c2'], { parts: [{ amount: 33, type: 'slashing' }] });
  out.push(...lines(hitPointLines(text, down.state, down.receipts)));
  hurt = down.state;
  const crit = damageCreatures(hurt, ['c1', 'c2'], {
    parts: [{ amount: 3, type: 'piercing' }],
    critical: true,
  });
  out.push(...lines(hitPointLines(text, crit.state, crit.receipts)));
  const massive = damageCreatures(base, ['c1'], { parts: [{ amount: 60, type: 'force' }] });
  out.push(...lines(hitPointLines(text, massive.state, massive.receipts)));
  const healed = healCreatures(hurt, ['c1', 'c3'], 40);
  out.push(...lines(hitPointLines(text, healed.state, healed.receipts)));
  // Save for half: dice with a modifier, a total below 0, a typed total; saves made and failed.
  for (const [damage, random] of [
    ['8d6+5', faces(3, 2, 5, 4, 1, 5, 5, 5, 2, 18, 10, 1, 20)],
    ['2d6-20', faces(4, 3, 2, 18, 10, 1, 20)],
  ] as const) {
    const done = saveForHalfOnCreatures(
      base,
      {
        damage,
        type: 'fire',
        dc: 15,
        ability: 'dexterity',
        ids: ['c1', 'c2', 'c3', 'c4', 'c5'],
        d20s: { c1: 14 },
      },
      random,
    );
    out.push(...lines(saveHalfLines(text, done.state, done.receipt, 15)));
  }
  const typed = saveForHalfOnCreatures(
    base,
    { damage: '8d6', rolled: 28, type: 'cold', dc: 12, ability: 'wisdom', ids: ['c1', 'c2'] },
    faces(11, 3),
  );
  out.push(...lines(saveHalfLines(text, typed.state, typed.receipt, 12)));
  // A creature with an effect's dice (+1d4) in a save for half; the odds' reasons with conditions,
  // Exhaustion and the dice.
  let blessed = addEffect(
    base,
    ['c1', 'c2'],
    { name: 'อวยพร', dice: '+1d4', rolls: ['save'] },
    { kind: 'rounds', rounds: 10 },
  );
  blessed = addEffect(
    blessed,
    ['c3'],
    { name: 'สาปแช่ง', dice: '-1d4', rolls: ['save', 'attack'] },
    { kind: 'until-removed' },
  );
  blessed = addCondition(blessed, 'c1', 'PoisonedCondition', { kind: 'until-removed' });
  blessed = addCondition(blessed, 'c3', 'RestrainedCondition', { kind: 'until-removed' });
  blessed = addCondition(blessed, 'c4', 'ParalyzedCondition', { kind: 'until-removed' });
  blessed = setExhaustion(blessed, 'c2', 3);
  const withDice = saveForHalfOnCreatures(
    blessed,
    { damage: '8d6', rolled: 30, type: 'lightning', dc: 15, ability: 'dexterity', ids: ['c1', 'c2', 'c3'] },
    faces(11, 4, 19, 3, 2, 1),
  );
  out.push(...lines(saveHalfLines(text, withDice.state, withDice.receipt, 15)));
  for (const creature of blessed.creatures) {
    for (const ability of ['dexterity', 'strength', 'constitution'] as const) {
      const odds = saveOddsFor(creature, { ability, dc: 15, advantage: 1 });
      out.push(...odds.conditions.causes.map(text.cause));
    }
  }
  // Initiative rolls with a bonus and a penalty; a group sharing one roll; Invisible, Incapacitated
  // and Exhaustion giving their reasons.
  const rolled = rollInitiative(blessed, faces(10, 7, 15, 3, 12, 9, 4, 18));
  out.push(...rolled.rolls.map((one) => initiativeLine(text, rolled.state, one)));
  const invisible = addCondition(base, 'c1', 'InvisibleCondition', { kind: 'until-removed' });
  const unseen = rollInitiative(invisible, faces(10, 7, 15, 3, 12, 9, 4, 18));
  out.push(...unseen.rolls.map((one) => initiativeLine(text, unseen.state, one)));
  // A Concentration save owed with Exhaustion 3 and Poisoned: its reasons.
  const tired = setExhaustion(
    addCondition(base, 'c1', 'PoisonedCondition', { kind: 'until-removed' }),
    'c1',
    3,
  );
  const owed = damageCreatures(tired, ['c1'], { parts: [{ amount: 4, type: 'fire' }] }).state;
  for (const creature of owed.creatures)
    for (const check of creature.concentrationChecks) out.push(...(check.causes ?? []).map(text.cause));
  const owedBlessed = addEffect(
    owed,
    ['c1'],
    { name: 'อวยพร', dice: '+1d4', rolls: ['save'] },
    {
      kind: 'until-removed',
    },
  );
  // Hit points rolled per copy, typed for some; Speed with conditions and Exhaustion.
  const group = addCreaturesWithHitDice(
    base,
    GOBLIN,
    { count: 3 },
    { dice: '1d4-2', typed: [5] },
    faces(1, 4),
  );
  out.push(hitPointRollsLine(text, group.state, group.rolls));
  let fast = addCreature(base, { ...GOBLIN, name: 'หมาป่า', speed: 40 });
  const wolf = () => fast.creatures.find((one) => one.name === 'หมาป่า')!;
  fast = setExhaustion(fast, wolf().id, 2);
  out.push(speedText(text, wolf()) ?? '');
  fast = addCondition(fast, wolf().id, 'GrappledCondition', { kind: 'until-removed' });
  out.push(speedText(text, wolf()) ?? '');
  // Concentration saves settled (Exhaustion, an effect's typed and rolled dice), Death Saving
  // Throws, and the Concentration each ending ended, with the effects tied to it.
  const tiedBless = addEffect(
    owed,
    ['c2', 'c3'],
    { name: 'อวยพร', dice: '+1d4', rolls: ['save'], concentrationOf: 'c1' },
    { kind: 'until-removed' },
  );
  const settled = resolveConcentrationCheck(tiedBless, 'c1', { d20: 3 });
  out.push(concentrationSaveLine(text, 'มาลี', settled.save));
  out.push(...endingLines(text, tiedBless, concentrationEndings(tiedBless, settled.state)));
  const blessedSelf = addEffect(
    owed,
    ['c1'],
    { name: 'อวยพร', dice: '+1d4', rolls: ['save'] },
    {
      kind: 'until-removed',
    },
  );
  out.push(
    concentrationSaveLine(
      text,
      'มาลี',
      resolveConcentrationCheck(blessedSelf, 'c1', { d20: 15, diceTotal: 2 }).save,
    ),
  );
  const dying = damageCreatures(blessedSelf, ['c1'], { parts: [{ amount: 40, type: 'fire' }] }).state;
  out.push(...endingLines(text, blessedSelf, concentrationEndings(blessedSelf, dying)));
  for (const d20 of [1, 11, 20]) {
    const saved = rollDeathSave(dying, 'c1', { d20, diceTotal: 2 });
    if (saved.result && saved.save) out.push(deathSaveLine(text, saved.save, saved.result));
  }
  // Attack rolls: a Poisoned attacker, a Prone target within 5 feet, a critical hit on an
  // Unconscious one, a Stunned attacker that cannot act; the attacker's effect dice.
  const poisoned = addCondition(blessed, 'c3', 'PoisonedCondition', { kind: 'until-removed' });
  for (const [target, d20] of [
    ['c2', 15],
    ['c4', 20],
    ['c5', 1],
  ] as const) {
    const done = attackCreatures(
      poisoned,
      {
        attackerId: 'c3',
        targetIds: [target],
        bonus: 4,
        damage: [{ dice: '1d6+2', type: 'fire' }],
        within5Feet: true,
        d20s: { [target]: d20 },
      },
      faces(3, 4, 2, 1),
    );
    out.push(...lines(attackLines(text, done.state, done.receipt)));
  }
  // A ranged attack with an enemy within 5 feet ticked (the registry's attack-type and judged).
  const closeCombat = attackCreatures(
    base,
    {
      attackerId: 'c1',
      targetIds: ['c3'],
      bonus: 5,
      damage: [{ dice: '1d8+3', type: 'piercing' }],
      attackType: 'ranged',
      judged: ['enemy-within-5-feet'],
      d20s: { c3: 12 },
    },
    faces(4),
  );
  out.push(...lines(attackLines(text, closeCombat.state, closeCombat.receipt)));
  const stunned = addCondition(base, 'c2', 'StunnedCondition', { kind: 'until-removed' });
  const noRoll = attackCreatures(
    stunned,
    { attackerId: 'c2', targetIds: ['c1'], bonus: 4, damage: [{ dice: '1d6', type: 'cold' }] },
    faces(3),
  );
  out.push(...lines(attackLines(text, noRoll.state, noRoll.receipt)));
  // Ability checks: Poisoned (Disadvantage), a Stunned creature's check made with an action.
  const checks = checkCreatures(
    stunned,
    { ids: ['c1', 'c2'], ability: 'wisdom', dc: 15, bonuses: { c1: 3 }, usesAction: true },
    faces(12, 4, 9),
  );
  out.push(...lines(checkLines(text, stunned, 'wisdom', checks)));
  // Save for half with Advantage and Disadvantage from other sources, a Paralyzed goblin's full
  // damage, a character at 0 HP taking a death-save failure.
  const zero = damageCreatures(blessed, ['c1'], { parts: [{ amount: 28, type: 'fire' }] }).state;
  const moded = saveForHalfOnCreatures(
    zero,
    {
      damage: '6d6',
      type: 'fire',
      dc: 15,
      ability: 'dexterity',
      ids: ['c1', 'c2', 'c3', 'c4'],
      modes: { c2: 'advantage', c3: 'disadvantage' },
    },
    faces(3, 3, 3, 3, 3, 3, 12, 7, 15, 3, 12, 9, 4, 18, 2, 2, 2),
  );
  out.push(...lines(saveHalfLines(text, moded.state, moded.receipt, 15)));
  // Every tracker string with its parameters filled.
  const params = {
    name: 'มาลี',
    line: 'มาลี',
    date: '',
    number: 1,
    part: 2,
    critPercent: '',
    critFraction: '1/20',
    names: 'มาลี',
    round: 2,
    count: 4,
    level: 3,
    list: 'มาลี',
    hp: 5,
    max: 10,
    temp: 3,
    ac: 15,
    d20: 12,
    bonus: text.plusMinus(3),
    total: 15,
    dc: 15,
    damage: 12,
    need: '',
    percent: '',
    fraction: '3/4',
    allFail: '',
    allFailFraction: '1/8',
    atLeastOne: '',
    expected: '12.5',
    attack: 'มาลี',
    distance: '',
    basis: 'ประชิด',
    successes: 1,
    failures: 2,
    penalty: 2,
    feet: 5,
    initiative: 12,
    how: '',
    outcome: '',
    detail: '',
    expression: '8d6 + 5',
    working: '30 + 5',
    dice: '8d6',
    faces: '3 2',
    sum: 5,
    taken: 6,
    regained: 4,
    condition: 'ติดพิษ',
    resist: '',
    vulnerable: '',
    immune: '',
    reason: '',
    effect: 'อวยพร',
    rolls: 'การทอยป้องกัน',
    until: 'จนกว่าจะนำออก',
    first: 12,
    second: 7,
    kept: 7,
    terms: text.plusMinus(3),
    action: 'มาลี',
    targets: 'มาลี',
    effects: 'อวยพร',
    base: 40,
    why: 'อ่อนล้า',
    target: 'มาลี',
    label: 'ประเภท',
    kind: 'มอนสเตอร์',
    type: 'ไฟ',
    amount: 5,
    ability: 'ปัญญา',
    left: 2,
    owner: 'มาลี',
    notes: 'มาลี',
    note: 'มาลี',
    lines: 3,
    ties: 1,
  };
  for (const key of Object.keys(text.messages).filter((one) => one.startsWith('tracker.'))) {
    if (key === 'tracker.card.order') continue; // "#": no word at all
    out.push(text.tData(key, params));
  }
  // Errors: a refused 41st creature, names, a group, and every field of a tampered file or view.
  const refusals: (() => unknown)[] = [
    () => addCreatures(base, GOBLIN, { count: 40 }),
    () => addCreature(base, { ...GOBLIN, name: '' }),
    () => addCreature(base, { ...GOBLIN, name: 'ก'.repeat(41) }),
    () => removeGroup(base, 'g99'),
    () => addCondition(base, 'c1', 'Sleepy' as 'ProneCondition', { kind: 'until-removed' }),
    () => readTrackerFile('{oops'),
    () => addCreature(base, { ...GOBLIN, name: 'ก็อบ\u001bลิน' }),
    () => addCreature(base, { ...GOBLIN, speed: 9999 }),
    () => resolveConcentrationCheck(owedBlessed, 'c1', { d20: 3, diceTotal: 9 }),
    () => {
      const file = JSON.parse(trackerFileText(base));
      file.tracker.creatures[0].defeted = true;
      return readTrackerFile(JSON.stringify(file));
    },
    () => readTrackerFile('{"format":"other","version":1}'),
    // A condition SRD 5.2 lacks, added or in a file: refused naming it and the ruleset.
    () => addCondition(base, 'c1', 'EtherealCondition', { kind: 'until-removed' }),
    () => readTrackerFile(trackerFileText(base).replace('"ProneCondition"', '"IntoxicatedCondition"')),
  ];
  for (const [file, read] of [
    [trackerFileText(base), readTrackerFile],
    [playerViewText(playerView(base)), readPlayerView],
  ] as const) {
    const root = JSON.parse(file);
    const walk = (value: unknown, path: (string | number)[]) => {
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
      }
      if (path.length === 0) return;
      for (const bad of [null, 'x', -1, 1.5, {}, [], true]) {
        refusals.push(() => {
          const copy = JSON.parse(JSON.stringify(root));
          let at = copy;
          for (const part of path.slice(0, -1)) at = at[part];
          at[path.at(-1)!] = bad;
          return read(JSON.stringify(copy));
        });
      }
    };
    walk(root, []);
  }
  for (const refuse of refusals) {
    try {
      refuse();
    } catch (error) {
      out.push(text.error(errorResultOf(error)));
    }
  }
  return out;
}

describe("the tracker speaks the reader's language (issue 46 item 1)", () => {
  for (const locale of LOCALES) {
    it(`${locale}: every receipt and message has no Latin word but dice notation, DC and DM`, () => {
      const all = renderAll(locale);
      const offending = all.filter((one) => latinWords(one).length > 0);
      expect(offending).toEqual([]);
      // How much was rendered (stated in the issue note): at least every tracker string and 500 more.
      expect(all.length).toBeGreaterThan(700);
      console.info(
        `${locale}: ${all.length} receipts and messages rendered, ${offending.length} with a Latin word`,
      );
    });
  }

  it('the check catches what the issue found: an English damage type and a raw field name', () => {
    expect(latinWords('ความเสียหายbludgeoning 6 แต้ม')).toEqual(['bludgeoning']);
    expect(latinWords('hp ต้องอยู่ระหว่าง 0 ถึง 28')).toEqual(['hp']);
    expect(latinWords('8d6 + 5 = 35, d20 12, DC 15')).toEqual([]);
    expect(latinWords('สภาวะ เป็น “Sleepy” ไม่ได้ กรุณาเลือกจาก: Blinded')).toEqual(['Blinded']);
  });
});

describe("a condition the ruleset lacks is refused in the reader's words (SRD 5.2: Ethereal, Intoxicated)", () => {
  const file = () =>
    trackerFileText(addCondition(fight(), 'c2', 'ProneCondition', { kind: 'until-removed' })).replaceAll(
      '"ProneCondition"',
      '"IntoxicatedCondition"',
    );
  it.each([
    ['en', 'The SRD 5.2 rules have no “Intoxicated” condition (Condition).'],
    ['th', 'กฎชุด “SRD 5.2” ไม่มีสภาวะ “มึนเมา”'],
    ['zh', '规则集“SRD 5.2”中没有“醉酒”状态'],
  ] as const)('%s', (locale, expected) => {
    const conditions = conditionTexts(locale);
    expect(conditions.map((one) => one.id)).not.toContain('IntoxicatedCondition');
    expect(conditions.map((one) => one.id)).not.toContain('EtherealCondition');
    const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
    let shown = '';
    try {
      readTrackerFile(file());
    } catch (error) {
      shown = text.error(errorResultOf(error));
    }
    expect(shown).toContain(expected);
  });
});

// The Initiative roll 65-tracker-check-tab reads in the browser (in Thai), in th and zh: each
// reason the initiative calculator kind computes for the same creatures (SRD 5.2 Invisible:
// "You have Advantage on Initiative rolls"; Poisoned: Disadvantage on ability checks; Exhaustion:
// −2 a level), worded as the calculators word it, and every term of each sum.
describe.each(['th', 'zh'] as const)(
  '%s: Initiative gives the reasons the initiative calculator gives',
  (locale) => {
    it('a Poisoned rogue at Exhaustion 2 and an Invisible fighter', () => {
      let state = addCreature(createTracker(), { ...HERO, name: 'ดารา', initiativeBonus: 4 });
      state = addCreature(state, { ...HERO, name: 'อัยลา', initiativeBonus: 1 });
      state = setExhaustion(
        addCondition(state, 'c1', 'PoisonedCondition', { kind: 'until-removed' }),
        'c1',
        2,
      );
      state = addCondition(state, 'c2', 'InvisibleCondition', { kind: 'until-removed' });
      const rolled = rollInitiative(state, faces(8, 12, 15, 5));
      const text = trackerText(locale, trackerMessages(locale), conditionTermNames(locale));
      const shown = rolled.rolls.map((roll) => initiativeLine(text, rolled.state, roll)).join('\n');
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
      expect(shown).toMatch(/ \+ 4 − 4 = \d+/);
      expect(shown).toMatch(/ \+ 1 = \d+/);
      for (const cause of [...rogue.causes, ...fighter.causes]) expect(shown).toContain(text.cause(cause));
    });
  },
);

describe('the Initiative line adds up (every term of the sum)', () => {
  it('d20 8, bonus +4, Exhaustion 2: "8 + 4 − 4 = 8", with the reason', () => {
    const tired = setExhaustion(addCreature(createTracker(), { ...HERO, initiativeBonus: 4 }), 'c1', 2);
    const rolled = rollInitiative(tired, faces(8));
    const text = trackerText('en', trackerMessages('en'), conditionTermNames('en'));
    expect(initiativeLine(text, rolled.state, rolled.rolls[0]!)).toBe(
      'มาลี: Rolled 8 + 4 − 4 = 8 (−4: Exhaustion level 2)',
    );
  });
});
