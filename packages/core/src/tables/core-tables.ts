import { RuleInputError } from '../errors.ts';
import type { RuleId } from '../rule-ids.ts';
import { abilityModifiersTable } from './ability-modifiers-table.ts';
import { abilityScorePointCosts } from './ability-score-point-costs.ts';
import { abilityScoresAndBackgrounds } from './ability-scores-and-backgrounds.ts';
import { abilityScoresAndModifiers } from './ability-scores-and-modifiers.ts';
import { abilityScoresTable } from './ability-scores-table.ts';
import { actionsTable } from './actions-table.ts';
import { attackRollAbilities } from './attack-roll-abilities.ts';
import { characterAdvancement } from './character-advancement.ts';
import { classOverview } from './class-overview.ts';
import { covertable } from './covertable.ts';
import { creatureSizeAndSpace } from './creature-size-and-space.ts';
import { level1HitPointsByClass } from './level-1-hit-points-by-class.ts';
import { proficiencyBonusTable } from './proficiency-bonus-table.ts';
import { rareLanguages } from './rare-languages.ts';
import { skills } from './skills.ts';
import { standardArrayByClass } from './standard-array-by-class.ts';
import { standardLanguages } from './standard-languages.ts';
import { theNineAlignments } from './the-nine-alignments.ts';
import { travelPaceTable } from './travel-pace-table.ts';
import type { CoreTable } from './types.ts';
import { typicalDifficultyClasses } from './typical-difficulty-classes.ts';

/** Every core table in book order (seed 002), keyed by its rule ID. */
const ORDERED: readonly CoreTable[] = [
  abilityScoresTable,
  abilityModifiersTable,
  typicalDifficultyClasses,
  attackRollAbilities,
  proficiencyBonusTable,
  skills,
  actionsTable,
  travelPaceTable,
  creatureSizeAndSpace,
  covertable,
  classOverview,
  abilityScoresAndBackgrounds,
  standardLanguages,
  rareLanguages,
  abilityScorePointCosts,
  standardArrayByClass,
  abilityScoresAndModifiers,
  theNineAlignments,
  level1HitPointsByClass,
  characterAdvancement,
];

export const coreTables: Readonly<Partial<Record<RuleId, CoreTable>>> = Object.freeze(
  Object.fromEntries(ORDERED.map((table) => [table.id, table])),
);

/** The table with this rule ID; an unknown ID is a RuleInputError `rules.table.unknown`. */
export function getCoreTable(id: string): CoreTable {
  // Own keys only: "toString" or "__proto__" are not tables.
  const table = Object.hasOwn(coreTables, id) ? (coreTables as Record<string, CoreTable>)[id] : undefined;
  if (!table) throw new RuleInputError('rules.table.unknown', { id });
  return table;
}

export function listCoreTables(): readonly CoreTable[] {
  return ORDERED;
}

export type {
  CellValue,
  ColumnKind,
  CoreTable,
  CoreTableColumn,
  CoreTableRow,
  NumberRange,
} from './types.ts';
