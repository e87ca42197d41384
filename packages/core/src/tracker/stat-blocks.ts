import { parseDice, type RandomSource } from '@polyhedral/dice';
import { RuleInputError } from '../errors.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DAMAGE_TYPES } from '../rules/damage-limits.ts';
import { requireDistinct, requireIn, requireInteger, requireOption } from '../validate.ts';
import type { AttackDamagePart } from './attack-rolls.ts';
import { addCreaturesWithHitDice, type HitPointRoll } from './hit-point-dice.ts';
import {
  addCreatures,
  type CreatureInput,
  conditionImmunities,
  creatureBasics,
  requireDamageTypes,
  requireName,
  requireSaves,
} from './tracker-creatures.ts';
import { array, readFileBody, record, text } from './tracker-file-fields.ts';
import { TRACKER_LIMITS } from './tracker-limits.ts';
import {
  SAVED_ATTACK_KINDS,
  type SavedAttack,
  type TrackerCreature,
  type TrackerState,
} from './tracker-types.ts';

/*
 * The table's own stat blocks (issue 73 item 3): creatures a game master typed once and keeps on
 * the device (the project ships none: SRD monster stat blocks are not among its sources). One holds
 * what the add form takes and its attacks; a list is a JSON file read as a tracker file is.
 */

/** One stat block: a creature as the table typed it, its hit points a number or dice. */
export interface StatBlock {
  readonly name: string;
  readonly kind: 'character' | 'monster';
  readonly initiativeBonus: number;
  readonly ac: number;
  /** A fixed maximum, or dice each copy rolls (`2d6`, `2d6+2`). */
  readonly hp: number | string;
  readonly speed?: number;
  readonly saves: CreatureInput['saves'];
  readonly resist: NonNullable<CreatureInput['resist']>;
  readonly vulnerable: NonNullable<CreatureInput['vulnerable']>;
  readonly immune: NonNullable<CreatureInput['immune']>;
  readonly conditionImmune?: readonly string[];
  readonly attacks: readonly SavedAttack[];
}

/** A file of stat blocks: its marker, as tracker files have theirs. */
export const STAT_BLOCK_FILE = { format: 'polyhedral-stat-blocks', version: 1 } as const;

/** Dice notation for hit points or damage: short, and read by the dice engine (else refused, naming the field). */
export function requireDiceText(field: string, value: unknown): string {
  const dice = text(field, value).trim();
  requireInteger(field, dice.length, 1, TRACKER_LIMITS.diceLength);
  try {
    parseDice(dice);
  } catch {
    throw new RuleInputError('rules.input.unknown-option', { field, actual: dice, expected: '1d8+3' });
  }
  return dice;
}

/** One saved attack: name, bonus, damage parts and `kind` (melee or ranged; absent in older files). */
export function readSavedAttack(value: unknown): SavedAttack {
  const input = record('attacks', value, ['name', 'bonus', 'damage', 'kind']);
  const damage = array('attacks.damage', input.damage, TRACKER_LIMITS.damageParts).map(
    (one): AttackDamagePart => {
      const part = record('attacks.damage', one, ['dice', 'type']);
      return {
        dice: requireDiceText('attacks.damage.dice', part.dice),
        type: requireOption('attacks.damage.type', part.type, DAMAGE_TYPES),
      };
    },
  );
  requireInteger('attacks.damage', damage.length, 1, TRACKER_LIMITS.damageParts);
  return {
    name: requireName(input.name),
    bonus: requireIn('attacks.bonus', input.bonus, D20_LIMITS.bonus),
    damage,
    ...(input.kind === undefined
      ? {}
      : { kind: requireOption('attacks.kind', input.kind, SAVED_ATTACK_KINDS) }),
  };
}

/** A list of saved attacks, at most TRACKER_LIMITS.attacksPerCreature, names each once. */
export function readSavedAttacks(value: unknown): SavedAttack[] {
  if (value === undefined) return [];
  const attacks = array('attacks', value, TRACKER_LIMITS.attacksPerCreature).map(readSavedAttack);
  requireDistinct('attacks.name', attacks, (one) => one.name);
  return attacks;
}

const STAT_BLOCK_FIELDS = [
  'name',
  'kind',
  'initiativeBonus',
  'ac',
  'hp',
  'speed',
  'saves',
  'resist',
  'vulnerable',
  'immune',
  'conditionImmune',
  'attacks',
] as const;

/** One stat block as typed, stored or imported: every field checked as the add form's are. */
export function readStatBlock(value: unknown): StatBlock {
  const input = record('statBlock', value, STAT_BLOCK_FIELDS);
  const { ac, hp, speed } = TRACKER_LIMITS;
  return {
    ...creatureBasics(input),
    ac: requireIn('ac', input.ac, ac),
    hp: typeof input.hp === 'string' ? requireDiceText('maxHp', input.hp) : requireIn('maxHp', input.hp, hp),
    ...(input.speed === undefined ? {} : { speed: requireIn('speed', input.speed, speed) }),
    saves: requireSaves(input.saves),
    resist: requireDamageTypes('resist', input.resist),
    vulnerable: requireDamageTypes('vulnerable', input.vulnerable),
    immune: requireDamageTypes('immune', input.immune),
    ...conditionImmunities(input.conditionImmune),
    attacks: readSavedAttacks(input.attacks),
  };
}

/** A list of stat blocks: at most TRACKER_LIMITS.statBlocks, each read by readStatBlock, names each once. */
export function readStatBlocksFile(fileText: string): StatBlock[] {
  const input = readFileBody(fileText, STAT_BLOCK_FILE, 'list', ['blocks']);
  const blocks = array('statBlocks', input.blocks, TRACKER_LIMITS.statBlocks).map(readStatBlock);
  requireDistinct('name', blocks, (one) => one.name);
  return blocks;
}

/** The JSON text of a list of stat blocks (readStatBlocksFile reads it back whole). */
export function statBlocksFileText(blocks: readonly StatBlock[]): string {
  return JSON.stringify({ ...STAT_BLOCK_FILE, list: { blocks } });
}

/** Keeps a stat block in a list, replacing one of the same name (refused past TRACKER_LIMITS.statBlocks). */
export function saveStatBlock(blocks: readonly StatBlock[], block: unknown): StatBlock[] {
  const read = readStatBlock(block);
  const at = blocks.findIndex((one) => one.name === read.name);
  if (at >= 0) return blocks.map((one, index) => (index === at ? read : one));
  requireInteger('statBlocks', blocks.length + 1, 1, TRACKER_LIMITS.statBlocks);
  return [...blocks, read];
}

/** Adds one stat block's creature `count` times, hit points fixed or rolled per copy, with its attacks. */
export function addFromStatBlock(
  state: TrackerState,
  block: StatBlock,
  options: { count: number; sharedInitiative?: boolean },
  random: RandomSource,
): { state: TrackerState; rolls: HitPointRoll[] } {
  const { hp, attacks, ...rest } = readStatBlock(block);
  const input: Omit<CreatureInput, 'maxHp'> = { ...rest, ...(attacks.length > 0 ? { attacks } : {}) };
  if (typeof hp === 'number')
    return { state: addCreatures(state, { ...input, maxHp: hp }, options), rolls: [] };
  return addCreaturesWithHitDice(state, input, options, { dice: hp }, random);
}

/**
 * The stat block of a creature in the tracker (issue 73: "save it from its row"), its Hit Point
 * maximum fixed. A copy of a group ("Goblin 3") is saved under the group's name, so adding it again
 * numbers the copies afresh. Checked by readStatBlock.
 */
export function statBlockOfCreature(creature: TrackerCreature): StatBlock {
  const name = creature.group ? creature.name.replace(/ [1-9]\d{0,3}$/u, '') : creature.name;
  return readStatBlock({
    name,
    kind: creature.kind,
    initiativeBonus: creature.initiativeBonus,
    ac: creature.ac,
    hp: creature.maxHp,
    ...(creature.speed === undefined ? {} : { speed: creature.speed }),
    saves: creature.saves,
    resist: creature.resist,
    vulnerable: creature.vulnerable,
    immune: creature.immune,
    ...(creature.conditionImmune && creature.conditionImmune.length > 0
      ? { conditionImmune: creature.conditionImmune }
      : {}),
    attacks: creature.attacks ?? [],
  });
}
