import { RuleInputError } from '../errors.ts';
import { playtest } from './playtest.ts';
import { srd52 } from './srd-5-2.ts';
import type { Ruleset, RulesetId } from './types.ts';

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = { 'srd-5.2': srd52, playtest };

export const RULESET_IDS: readonly RulesetId[] = ['srd-5.2', 'playtest'];

export const DEFAULT_RULESET: Ruleset = srd52;

/** The ruleset with this ID; an unknown ID is `rules.ruleset.unknown`. */
export function getRuleset(id: string): Ruleset {
  // Own keys only: "constructor" or "__proto__" are not rulesets.
  const ruleset = Object.hasOwn(RULESETS, id) ? (RULESETS as Record<string, Ruleset>)[id] : undefined;
  if (!ruleset)
    throw new RuleInputError('rules.ruleset.unknown', { ruleset: id, expected: RULESET_IDS.join(', ') });
  return ruleset;
}

export { RULE_DIFFERENCES, type RuleDifference } from './differences.ts';
export { playtest } from './playtest.ts';
export { srd52 } from './srd-5-2.ts';
export type { DyingRule, RuleRef, Ruleset, RulesetId } from './types.ts';
