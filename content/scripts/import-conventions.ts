/**
 * Conventions the one-time importers share (docs/DECISIONS.md "Content"): which tables become
 * `::table` directives and where calculators are placed.
 */
import { CALCULATOR_KINDS } from '@polyhedral/core';

/** Numeric tables: the core supplies the data, the text only places the table. */
export const NUMERIC_TABLES: ReadonlySet<string> = new Set([
  'AbilityScoresTable',
  'AbilityModifiersTable',
  'TypicalDifficultyClasses',
  'ProficiencyBonusTable',
  'Covertable',
  'TravelPaceTable',
  'CreatureSizeandSpace',
  'AbilityScorePointCosts',
  'StandardArraybyClass',
  'AbilityScoresandModifiers',
  'Level1HitPointsbyClass',
  'CharacterAdvancement',
  'StandardLanguages',
  'RareLanguages',
]);

/**
 * Section ID -> calculator kind placed at the end of its body: each kind's home section from the
 * core's registry, plus the Dice Notation section the Thai and Chinese texts add.
 */
export const CALCULATOR_PLACEMENT: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(CALCULATOR_KINDS).map(([kind, spec]) => [spec.ruleId, kind])),
  DiceNotation: 'dice',
};
