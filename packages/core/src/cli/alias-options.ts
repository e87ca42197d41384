import { SAVE_HALF_DAMAGE_TYPES } from '../calculators/kinds/save-half.ts';
import type { CalculatorKind } from '../calculators/kinds.ts';
import { DAMAGE_TYPES } from '../rules/damage-limits.ts';
import { type FlagDef, RULESET_FLAG } from './command.ts';

/**
 * An alias's published option standing for a registry parameter (DESIGN.md "Command line
 * contract"): `param` (default: the option's own name), the help's placeholder `value`; `on`: a
 * switch standing for that value (`--monster` = `--creature monster`); `bare`: FlagDef.bare;
 * `composed`: the command builds the parameter's text itself (several `--part`s).
 */
interface ParamOption extends Partial<Pick<FlagDef, 'conflicts' | 'repeatable' | 'help'>> {
  param?: string;
  value?: string;
  on?: string;
  bare?: string;
  composed?: true;
}

/** One published command's options, in help order: a parameter's spelling or an option of its own. */
interface AliasOptions {
  options: Readonly<Record<string, ParamOption | FlagDef>>;
  /** Parameters the alias does not take under their own name (it sets, composes or never answers them). */
  notTaken?: readonly string[];
}

const ROLL: FlagDef = { kind: 'boolean', help: {} };
const SEED: FlagDef = { kind: 'value', value: 'N', help: {}, needs: 'roll' };

/** The one option table of the published calculator commands (`dice`, `d20`, ...), keyed by kind. */
export const ALIAS_OPTIONS: Readonly<Partial<Record<CalculatorKind, AliasOptions>>> = {
  dice: {
    options: {
      roll: ROLL,
      seed: SEED,
      critical: {},
      'at-least': { conflicts: 'roll' },
      ruleset: { ...RULESET_FLAG, needs: 'critical' },
      time: { kind: 'boolean', help: {}, conflicts: 'roll' },
    },
    notTaken: ['expr'],
  },
  'd20-test': {
    options: {
      bonus: { value: 'B' },
      target: { value: 'T' },
      kind: { param: 'kind-of-test', value: 'KIND' },
      advantage: { bare: '1' },
      disadvantage: { bare: '1' },
      cover: { value: 'DEGREE' },
    },
    notTaken: ['roll'],
  },
  'damage-application': {
    options: {
      hp: { value: 'H' },
      max: { param: 'max-hp', value: 'M' },
      temp: { value: 'T' },
      part: {
        param: 'parts',
        composed: true,
        value: 'AMOUNT:TYPE',
        help: { calc: 'calc damage-application --parts 7:slashing;4:fire' },
        repeatable: true,
      },
      amount: {
        kind: 'value',
        value: 'A',
        help: { calc: 'calc damage-application --parts A:TYPE' },
        conflicts: 'part',
      },
      type: {
        kind: 'value',
        value: 'TYPE',
        help: { params: { types: DAMAGE_TYPES.join(', ') } },
        conflicts: 'part',
      },
      resist: { value: 'TYPES' },
      vulnerable: { value: 'TYPES' },
      immune: { value: 'TYPES' },
      adjust: {},
      saved: {},
      critical: {},
      failures: { value: 'F' },
      stable: { conflicts: 'failures' },
      monster: { param: 'creature', on: 'monster', conflicts: 'failures' },
      'knock-out': { param: 'knockout' },
      con: { value: 'SCORE' },
      level: { value: 'L' },
    },
    notTaken: ['mode', 'amount', 'temp-choice'],
  },
  'death-saves': {
    options: {
      successes: { value: 'S' },
      failures: { value: 'F' },
      hp: { value: 'H' },
      con: { value: 'SCORE' },
      level: { value: 'L' },
    },
  },
  'save-half': {
    options: {
      damage: { value: 'DICE[:TYPE]', composed: true, repeatable: true },
      dc: {},
      target: { param: 'targets', value: 'SPEC', composed: true, repeatable: true },
      type: { kind: 'value', value: 'TYPE', help: { params: { types: SAVE_HALF_DAMAGE_TYPES.join(', ') } } },
      roll: ROLL,
      seed: SEED,
    },
    notTaken: ['d20s', 'rolled'],
  },
};
