/** @polyhedral/core/tables: the numeric tables as data (the registry table directives render). */

export { POINT_BUY_BUDGET, POINT_COSTS } from './ability-score-point-costs.ts';
export { XP_BY_LEVEL } from './character-advancement.ts';
export * from './core-tables.ts';
export { COVER_BONUS, COVER_DEGREES, type CoverDegree } from './covertable.ts';
export { CREATURE_SIZES, CREATURE_SPACE, type CreatureSize } from './creature-size-and-space.ts';
export { LEVEL_1_HIT_POINT_BASE } from './level-1-hit-points-by-class.ts';
export { ABILITIES, type Ability, type CharacterClass, CLASSES } from './shared-labels.ts';
export { SKILLS, type Skill } from './skills.ts';
export { STANDARD_ARRAY, STANDARD_ARRAY_BY_CLASS } from './standard-array-by-class.ts';
export { TRAVEL_DISTANCE, TRAVEL_PACES, type TravelPace } from './travel-pace-table.ts';
