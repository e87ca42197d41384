import { DAMAGE_TYPES } from '@polyhedral/core';
import { ABILITIES } from '@polyhedral/core/tables';
import { exhaustionEffects } from '@polyhedral/core/tracker';
import {
  describeCause,
  describeStep,
  formatInteger,
  formatSigned,
  intlLocale,
  joinBorrowedWords,
  type Locale,
  type MessageLookup,
  type MessageStep,
  messageLookup,
  type Problem,
} from '@polyhedral/i18n/client';
import { formatShare } from '../calculators/shared/format.ts';

/** The page's words and numbers in the reader's language (strings handed over at build time). */
export type TrackerText = ReturnType<typeof trackerText>;

/**
 * `conditionNames` (glossary names by condition term ID, Exhaustion included) word a condition list
 * in an error ("choose one of: ...") and a roll's reasons.
 */
export function trackerText(
  locale: Locale,
  messages: Record<string, string>,
  conditionNames: Readonly<Record<string, string>> = {},
) {
  const { t, tData, problem } = messageLookup(messages, locale);
  // A list the locale's way, its joining word kept apart from the items beside it: Thai "A และ B"
  // (Intl writes "A B และC"), Chinese "12 和 X 2" beside digits and Latin letters (Intl: "12和X 2"),
  // "牧师和艾拉" between Chinese characters as written.
  const list = (items: readonly string[]) => {
    const parts = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).formatToParts(items);
    if (locale === 'en') return parts.map((part) => part.value).join('');
    return parts
      .map((part, index) => {
        const word = part.value.trim();
        if (part.type !== 'literal' || word === '' || /^[、，,]$/u.test(word)) return part.value;
        if (locale === 'th') return ` ${word} `;
        const before = /[\p{Script=Latin}\p{Nd}]$/u.test(parts[index - 1]?.value ?? '') ? ' ' : '';
        const after = /^[\p{Script=Latin}\p{Nd}]/u.test(parts[index + 1]?.value ?? '') ? ' ' : '';
        return `${before}${word}${after}`;
      })
      .join('');
  };
  // A negative total with a real minus sign (U+2212), as every term beside it: "= −1", never "= -1".
  const n = (value: number) =>
    value < 0 ? `\u2212${formatInteger(locale, -value)}` : formatInteger(locale, value);
  return {
    locale,
    messages,
    t,
    /** For a key read from data (a damage type). */
    tData,
    n,
    signed: (value: number) => formatSigned(locale, value),
    /** A term added or taken in a sum, with its operator apart: "+ 3", "− 1" (never "+ +3"). */
    plusMinus: (value: number) => `${value < 0 ? '−' : '+'} ${n(Math.abs(value))}`,
    percent: (probability: number) => formatShare(locale, probability),
    /** A core receipt step (damage, healing, temporary hit points), as the calculators and the CLI word it. */
    step: (step: MessageStep) => describeStep(step, messages, locale, (id) => conditionNames[id]),
    /** A reason a roll changed (`conditions.cause.*`: "Disadvantage: Poisoned"), as the calculators word it. */
    cause: (cause: MessageStep) => describeCause(cause, messages, locale, (id) => conditionNames[id]),
    list,
    /** A condition's glossary name by its term ID (ParalyzedCondition: "Paralyzed"). */
    conditionName: (id: string) => conditionNames[id] ?? id,
    /** What an Exhaustion level does to a creature's d20 Tests and Speed (rule Exhaustion). */
    exhaustion: (level: number) => {
      const effects = exhaustionEffects(level);
      return t('tracker.exhaustion.effect', { penalty: n(effects.d20Penalty), feet: n(effects.speedFeet) });
    },
    /**
     * A text typed at the table (a creature's name) as a narrow column shows it: in Thai, the
     * borrowed game words it holds kept on one line (joinBorrowedWords); stored names stay as typed.
     */
    keepWords: (text: string) => (locale === 'th' ? joinBorrowedWords(text) : text),
    /** A problem (a core error, a field's refusal) in the reader's language, its field and choices worded. */
    error: (error: Problem): string => {
      const params: Record<string, string | number> = { ...error.params };
      const field = typeof params.field === 'string' ? params.field : undefined;
      if (field !== undefined) {
        params.field = fieldLabel(field, tData);
        const words = optionWords(field, String(params.expected ?? ''), tData, conditionNames, list);
        if (words !== undefined) {
          // The tracker's own words for the choices (condition names), not the generic wording.
          params.expected = words;
          delete params.expectedCode;
        }
      }
      // A condition a ruleset lacks (`rules.ruleset.no-condition`: "ethereal", "srd-5.2"): the
      // glossary's name of the condition and the ruleset's name, in the reader's language.
      if (typeof params.condition === 'string') {
        const spelt = `${params.condition}condition`;
        const term = Object.keys(conditionNames).find((id) => id.toLowerCase() === spelt);
        if (term !== undefined) params.condition = conditionNames[term]!;
      }
      if (
        typeof params.ruleset === 'string' &&
        Object.hasOwn(messages, `calc.common.ruleset.${params.ruleset}`)
      ) {
        params.ruleset = tData(`calc.common.ruleset.${params.ruleset}`);
      }
      return problem({ code: error.code, params });
    },
  };
}

/*
 * The words for the fields a core error names (`params.field`) on the tracker page: a typed field,
 * or a part of a saved, imported or shared tracker (`saves.dexterity`, `history.from.round`).
 * Each dotted part has a label; a path reads "Saving throw bonuses › Dexterity".
 */

/** The label key of each field name or path part the tracker's core functions and file readers use. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'tracker.add.name',
  kind: 'tracker.add.kind',
  initiative: 'tracker.initiative.label',
  initiativeBonus: 'tracker.add.initiativeBonus',
  ac: 'tracker.add.ac',
  maxHp: 'tracker.add.maxHp',
  hp: 'tracker.field.hp',
  temp: 'tracker.field.temp',
  saves: 'tracker.add.saves',
  resist: 'tracker.add.resist',
  vulnerable: 'tracker.add.vulnerable',
  immune: 'tracker.add.immune',
  deathSaves: 'tracker.field.deathSaves',
  successes: 'tracker.field.successes',
  failures: 'tracker.field.failures',
  stable: 'tracker.status.stable',
  dead: 'tracker.status.dead',
  defeated: 'tracker.status.defeated',
  conditions: 'tracker.conditions.title',
  condition: 'tracker.conditions.condition',
  expires: 'tracker.conditions.duration',
  exhaustion: 'tracker.exhaustion.label',
  concentrating: 'tracker.concentration.label',
  concentrationChecks: 'tracker.field.concentrationChecks',
  check: 'tracker.field.concentrationChecks',
  damage: 'tracker.field.damage',
  group: 'tracker.field.group',
  sharedInitiative: 'tracker.add.sharedInitiative',
  count: 'tracker.add.count',
  creature: 'tracker.field.creature',
  creatureId: 'tracker.field.creature',
  creatureName: 'tracker.add.name',
  creatures: 'tracker.field.creatures',
  currentId: 'tracker.field.currentId',
  round: 'tracker.field.round',
  rounds: 'tracker.conditions.rounds',
  history: 'tracker.field.history',
  from: 'tracker.field.history',
  expired: 'tracker.field.history',
  serial: 'tracker.field.serial',
  settings: 'tracker.field.settings',
  skipDefeated: 'tracker.settings.skipDefeated',
  tracker: 'tracker.field.file',
  view: 'tracker.field.file',
  health: 'tracker.field.health',
  id: 'tracker.field.id',
  amount: 'tracker.hp.amount',
  rolled: 'tracker.saveHalf.rolled',
  dc: 'tracker.saveHalf.dc',
  d20: 'tracker.concentration.d20',
  effect: 'tracker.effects.name',
  dice: 'tracker.effects.dice',
  diceTotal: 'tracker.field.diceTotal',
  typed: 'tracker.add.hpRolled',
  speed: 'tracker.add.speed',
  concentration: 'tracker.effects.concentration',
};

/** A field's words: each known part's label joined by " › " (an ability by its name); "length" is the part's count. */
export function fieldLabel(field: string, tData: MessageLookup['tData']): string {
  const labels: string[] = [];
  for (const part of field.split('.')) {
    if (part === 'length') continue;
    const key =
      FIELD_LABELS[part] ??
      ((ABILITIES as readonly string[]).includes(part) ? `table.ability.${part}` : undefined);
    const label = key === undefined ? undefined : tData(key);
    if (label !== undefined && labels.at(-1) !== label) labels.push(label);
  }
  return labels.length > 0 ? labels.join(' › ') : tData('tracker.field.file');
}

/** How each option of a field is worded in the reader's language (for "choose one of: ..."). */
function optionKey(field: string, option: string): string | undefined {
  const last = field.split('.').at(-1) ?? field;
  if ((DAMAGE_TYPES as readonly string[]).includes(option)) return `calc.damageType.${option}`;
  if ((ABILITIES as readonly string[]).includes(option)) return `table.ability.${option}`;
  if (last === 'kind' && (option === 'character' || option === 'monster'))
    return `tracker.add.kind.${option}`;
  if (last === 'kind') return `tracker.field.expires.${option}`;
  if (last === 'health') return `tracker.field.health.${option}`;
  return undefined;
}

/**
 * The `expected` of an error in the reader's language: a list of options (conditions by their
 * glossary names, damage types, abilities, kinds), or the words for "a creature in the tracker".
 */
export function optionWords(
  field: string,
  expected: string,
  tData: MessageLookup['tData'],
  conditionNames: Readonly<Record<string, string>>,
  list: (items: readonly string[]) => string,
): string | undefined {
  if (expected === '') return undefined;
  const last = field.split('.').at(-1) ?? field;
  // A creature named by its ID (whose turn, a turn in the history): the IDs mean nothing to a reader.
  if (expected.startsWith('a creature') || last === 'currentId' || last === 'creatureId')
    return tData('tracker.field.expected.creature');
  if (expected.startsWith('a group')) return tData('tracker.field.expected.group');
  const options = expected.split(', ');
  const words = options.map((option) => {
    if (conditionNames[option] !== undefined) return conditionNames[option];
    const key = optionKey(field, option);
    return key === undefined ? option : tData(key);
  });
  return list(words);
}
