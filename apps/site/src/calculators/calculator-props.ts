import {
  CALCULATOR_KINDS,
  type CalculatorKind,
  DAMAGE_TYPE_CHOICES,
  type ParamSpec,
} from '@polyhedral/core/calculators';
import { CONDITION_NAMES, conditionOfName, EXHAUSTION_TERM } from '@polyhedral/core/conditions';
import { ABILITIES } from '@polyhedral/core/tables';
import { joinBorrowedWordsIn, type Locale, messagesFor, termName } from '@polyhedral/i18n';
import type { CalculatorPlace } from './shared/calculator-place.ts';
import { wordKeyOf } from './shared/field-words.ts';
import { termKey } from './shared/term-key.ts';

/** The props every calculator island (`src/calculators/<kind>/index.tsx`, default export) receives. */
export interface CalculatorIslandProps {
  /** Calculator kind (a key of the core's CALCULATOR_KINDS). */
  kind: string;
  /**
   * Unique on the page (see instanceIdFor): the kind for the first calculator of a kind, then
   * `<kind>-2`, `<kind>-3`... It keys the island's URL parameters and element IDs.
   */
  instanceId: string;
  /** The directive's parameters as the core's validator typed them (`bonus="5"` -> 5). */
  params: Readonly<Record<string, unknown>>;
  /** The rule the calculator computes (its link target). */
  ruleId: string;
  locale: Locale;
  /** Its title's heading level and the section it sits in (absent: an `h3` named by its title alone). */
  place?: CalculatorPlace;
  /**
   * Localized strings, flat dotted keys with `{{param}}` placeholders (rendered by i18n's `messageLookup` / `formatMessage`: i18next):
   * every `calc.*` key, plus the error messages of the dice and rules engines (`dice.*`,
   * `rules.*`, `errors.*` codes) so validation messages can be shown in the reader's language.
   * Absent on the site: CalculatorSlot writes them once per page (shared/page-messages.ts); tests
   * may pass them.
   */
  messages?: Record<string, string>;
}

/**
 * The instance ID of the next calculator of `kind` on a page: the kind itself first, then
 * `<kind>-2`, `<kind>-3`... `seen` counts the calculators of each kind rendered so far on the page.
 */
export function instanceIdFor(seen: Map<string, number>, kind: string): string {
  const count = (seen.get(kind) ?? 0) + 1;
  seen.set(kind, count);
  return count === 1 ? kind : `${kind}-${count}`;
}

const ERROR_PREFIXES = ['dice', 'rules', 'errors'] as const;

/** Strings every calculator uses (the frame, field validation, "use my character"). */
const COMMON_PREFIXES = ['calc.common.', 'calc.error.', 'calc.mine.'] as const;

/**
 * The string families a calculator kind reads besides its own (`calc.<kind>.*` and the common
 * ones, always handed; see shared/field-words.ts): only a kind that borrows another family
 * (`calc.d20.`, `table.ability.`, `conditions.`) is listed. calculator-props.test.ts checks the
 * islands' sources against what they are handed, so a page embeds only the strings its
 * calculators need; a new kind reading only `calc.<kind>.*` needs no line here.
 */
export const CALCULATOR_STRING_PREFIXES: Readonly<Partial<Record<CalculatorKind, readonly string[]>>> = {
  // The reasons a roll changed are the core's `conditions.cause.*` codes.
  'd20-test': ['calc.d20.', 'calc.common.cover.', 'table.ability.', 'table.skill.', 'conditions.'],
  'attack-damage': ['calc.attack.', 'calc.d20.', 'calc.common.cover.', 'table.ability.', 'conditions.'],
  // The roll receipt's steps are keyed by the core's damage step codes.
  'save-half': [
    'table.ability.',
    'conditions.',
    'calc.save.',
    'calc.d20.',
    'calc.common.cover.',
    'calc.damageType.',
    'calc.damageParts.',
    'calc.stacking.',
    'damage.',
  ],
  // The damage receipt's steps are keyed by the core's step codes.
  'damage-application': [
    'calc.damageType.',
    'calc.damageParts.',
    'calc.stacking.',
    'damage.',
    'heal.',
    'temp.',
  ],
  'point-buy': ['table.ability.'],
  'ability-modifier': ['table.ability.'],
  concentration: ['calc.concentration.', 'calc.d20.', 'table.ability.', 'conditions.'],
  initiative: ['calc.d20.', 'calc.common.mode.', 'conditions.'],
};

/**
 * A kind's parameters, with a save-for-half target's own fields (drawn by the same field
 * renderer inside each target card, worded as the kind's: `calc.save-half.condition.poisoned`).
 */
function kindParams(kind: CalculatorKind): readonly ParamSpec[] {
  return CALCULATOR_KINDS[kind].params.flatMap((param: ParamSpec) =>
    param.type === 'save-targets' ? [param, ...param.fields.map((field) => field.param)] : [param],
  );
}

/** A glossary term's name in the locale (English where the locale lacks it). */
const nameOf = (id: string, locale: Locale): string => termName(id, locale) ?? termName(id, 'en') ?? id;

/**
 * Words a kind's parameters take from the glossary rather than from the calc strings: a list of
 * the core's conditions (`poisoned`) is worded by the glossary's names (`calc.<kind>.<param>.<option>`),
 * and the conditions' and Exhaustion's names are handed as `calc.term.<TermId>` for the reasons a
 * result gives ("Disadvantage: Poisoned"). One home for a condition's name: the glossary.
 */
function glossaryWords(locale: Locale, kind: CalculatorKind): Record<string, string> {
  const words: Record<string, string> = {};
  const conditions: readonly string[] = CONDITION_NAMES;
  for (const param of kindParams(kind)) {
    if (param.type !== 'enum' && param.type !== 'enum-list') continue;
    if (!param.options.every((option) => conditions.includes(option))) continue;
    for (const option of param.options) {
      words[`calc.${kind}.${param.name}.${option}`] = nameOf(
        conditionOfName(option as (typeof CONDITION_NAMES)[number]),
        locale,
      );
    }
  }
  // Save targets have conditions of their own (`cond=`), worded by the same names.
  const saveTargets = CALCULATOR_KINDS[kind].params.some((param) => param.type === 'save-targets');
  if (saveTargets || Object.keys(words).length > 0) {
    for (const name of CONDITION_NAMES) {
      const id = conditionOfName(name);
      words[termKey(id)] = nameOf(id, locale);
    }
    words[termKey(EXHAUSTION_TERM)] = nameOf(EXHAUSTION_TERM, locale);
  }
  return words;
}

/** Choices that have words of their own already: damage types, abilities (one home each). */
const SHARED_CHOICES = [
  { choices: DAMAGE_TYPE_CHOICES as readonly string[], prefix: 'calc.damageType.' },
  { choices: ABILITIES as readonly string[], prefix: 'table.ability.' },
] as const;

/**
 * Options (a `resist` list of damage types) and named places (point buy's scores, one per
 * ability) without words of the kind's own or common ones take the shared words of what they
 * are (`calc.<kind>.<param>.<option>` from `calc.damageType.*`, `table.ability.*`).
 */
function sharedChoiceWords(
  locale: Locale,
  kind: CalculatorKind,
  messages: Readonly<Record<string, string>>,
): Record<string, string> {
  const words: Record<string, string> = {};
  for (const param of kindParams(kind)) {
    const options =
      param.type === 'enum' || param.type === 'enum-list'
        ? param.options
        : param.type === 'integer-list'
          ? (param.items ?? [])
          : [];
    const shared = SHARED_CHOICES.find(
      ({ choices }) => options.length > 0 && options.every((o) => choices.includes(o)),
    );
    if (!shared || options.every((option) => wordKeyOf(messages, kind, param.name, `.${option}`))) continue;
    const source = messagesFor(locale, shared.prefix);
    for (const option of options)
      words[`calc.${kind}.${param.name}.${option}`] = source[`${shared.prefix}${option}`]!;
  }
  return words;
}

/**
 * The strings handed to one island, computed at build time (no i18n runtime in the browser), with
 * Thai borrowed words joined so the island's text never breaks inside one (joinBorrowedWordsIn).
 */
export function calculatorMessages(locale: Locale, kind: CalculatorKind): Record<string, string> {
  const messages: Record<string, string> = {};
  const prefixes = [...COMMON_PREFIXES, `calc.${kind}.`, ...(CALCULATOR_STRING_PREFIXES[kind] ?? [])];
  for (const prefix of prefixes) Object.assign(messages, messagesFor(locale, prefix));
  for (const prefix of ERROR_PREFIXES) Object.assign(messages, messagesFor(locale, prefix));
  Object.assign(messages, glossaryWords(locale, kind));
  return joinBorrowedWordsIn(Object.assign(messages, sharedChoiceWords(locale, kind, messages)), locale);
}
