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
  /** Unique on the page (instanceIdFor); keys the island's URL parameters and element IDs. */
  instanceId: string;
  /** The directive's parameters as the core's validator typed them (`bonus="5"` -> 5). */
  params: Readonly<Record<string, unknown>>;
  /** The rule the calculator computes (its link target). */
  ruleId: string;
  locale: Locale;
  /** Its title's heading level and the section it sits in (absent: an `h3` named by its title alone). */
  place?: CalculatorPlace;
  /**
   * Flat `calc.*` strings plus the dice/rules/errors messages, so validation reads in the reader's
   * language. Absent on the site: CalculatorSlot writes them once per page (shared/page-messages.ts).
   */
  messages?: Record<string, string>;
}

/** The instance ID of the next calculator of `kind` on a page: `kind`, then `<kind>-2`, `<kind>-3`... */
export function instanceIdFor(seen: Map<string, number>, kind: string): string {
  const count = (seen.get(kind) ?? 0) + 1;
  seen.set(kind, count);
  return count === 1 ? kind : `${kind}-${count}`;
}

const ERROR_PREFIXES = ['dice', 'rules', 'errors'] as const;

/** Strings every calculator uses (the frame, field validation, "use my character"). */
const COMMON_PREFIXES = ['calc.common.', 'calc.error.', 'calc.mine.'] as const;

/**
 * The string families a kind reads besides `calc.<kind>.*` and the common ones; only a kind that
 * borrows another family is listed. calculator-props.test.ts checks the islands against this.
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

/** A kind's parameters, with a save-for-half target's own fields (worded as the kind's). */
function kindParams(kind: CalculatorKind): readonly ParamSpec[] {
  return CALCULATOR_KINDS[kind].params.flatMap((param: ParamSpec) =>
    param.type === 'save-targets' ? [param, ...param.fields.map((field) => field.param)] : [param],
  );
}

/** A glossary term's name in the locale (English where the locale lacks it). */
const nameOf = (id: string, locale: Locale): string => termName(id, locale) ?? termName(id, 'en') ?? id;

/**
 * Words a kind takes from the glossary: a list of the core's conditions is worded by their glossary
 * names, and conditions' and Exhaustion's names are handed as `calc.term.<TermId>` for the reasons a
 * result gives. One home for a condition's name: the glossary.
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

/** Unworded options and named places take the shared words of what they are (damage types, abilities). */
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

/** The strings handed to one island at build time, Thai borrowed words joined (joinBorrowedWordsIn). */
export function calculatorMessages(locale: Locale, kind: CalculatorKind): Record<string, string> {
  const messages: Record<string, string> = {};
  const prefixes = [...COMMON_PREFIXES, `calc.${kind}.`, ...(CALCULATOR_STRING_PREFIXES[kind] ?? [])];
  for (const prefix of prefixes) Object.assign(messages, messagesFor(locale, prefix));
  for (const prefix of ERROR_PREFIXES) Object.assign(messages, messagesFor(locale, prefix));
  Object.assign(messages, glossaryWords(locale, kind));
  return joinBorrowedWordsIn(Object.assign(messages, sharedChoiceWords(locale, kind, messages)), locale);
}
