import { parseDice, readIntegerIn } from '@polyhedral/dice';
import {
  CONDITION_NAMES,
  type ConditionName,
  conditionOfName,
  nameOfCondition,
} from '../conditions/condition-names.ts';
import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DAMAGE_LIMITS, DAMAGE_TYPES, type DamageType } from '../rules/damage-limits.ts';
import type { DamagePart, DamagePartAmountOf, DamagePartAmounts } from '../rules/damage-part.ts';
import {
  PLAIN_SAVE_TARGET,
  SAVE_HALF_LIMITS,
  SAVE_TARGET_COVER,
  type SaveTarget,
  type SaveTargetCover,
} from '../rules/save-half-input.ts';
import { ROLL_EXHAUSTION_LIMITS } from './condition-params.ts';
import { damageTypeOfLabels } from './damage-type-label.ts';

/*
 * Text forms of damage parts and save targets, one syntax for directives, URLs and the CLI:
 * - damage parts: `8d6:fire`, `8d6[fire]`, `2d6:slashing;1d6:fire`; rolled: `7:slashing;4:fire`;
 * - a target: `save=+2,adv,cover=half,resist=fire/cold,cond=paralyzed/prone,exh=3` (save-target-fields.ts),
 *   targets separated by `;`. Unknown keys are refused; parsers return undefined for refused text.
 */

function damageTypes(text: string): DamageType[] | undefined {
  const items = text === '' ? [] : text.split('/').map((t) => t.trim());
  const unique = new Set(items).size === items.length;
  return unique && items.every((t) => (DAMAGE_TYPES as readonly string[]).includes(t))
    ? (items as DamageType[])
    : undefined;
}

/** Damage parts from text (`8d6:fire`, rolled `7:slashing;4:fire`), each type at most once (one amount). */
export function parseDamageParts(text: string, defaultType?: DamageType): DamagePart[] | undefined;
export function parseDamageParts<K extends DamagePartAmounts>(
  text: string,
  defaultType: DamageType,
  amounts: K,
): DamagePart<DamagePartAmountOf<K>>[] | undefined;
export function parseDamageParts(
  text: string,
  defaultType: DamageType = 'fire',
  amounts: DamagePartAmounts = 'dice',
): DamagePart<string | number>[] | undefined {
  const chunks = text
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (chunks.length === 0 || chunks.length > DAMAGE_LIMITS.maxParts) return undefined;
  const parts: DamagePart<string | number>[] = [];
  for (const chunk of chunks) {
    const at = chunk.lastIndexOf(':');
    const amount = (at < 0 ? chunk : chunk.slice(0, at)).trim();
    let type = (at < 0 ? defaultType : chunk.slice(at + 1).trim()) as DamageType;
    if (amounts === 'dice') {
      // `8d6[fire]`: a damage type in brackets is the part's type; `8d6[fire]:cold` is refused.
      let labelled: ReturnType<typeof damageTypeOfLabels>;
      try {
        labelled = damageTypeOfLabels(parseDice(amount));
      } catch {
        return undefined;
      }
      if (labelled === 'several' || (labelled !== null && at >= 0 && labelled !== type)) return undefined;
      if (labelled !== null) type = labelled;
    }
    if (!(DAMAGE_TYPES as readonly string[]).includes(type)) return undefined;
    if (parts.some((p) => p.type === type)) return undefined;
    if (amounts === 'rolled') {
      const value = readIntegerIn(amount, 0, DAMAGE_LIMITS.maxAmount);
      if (value === undefined) return undefined;
      parts.push({ amount: value, type });
      continue;
    }
    parts.push({ amount, type });
  }
  return parts;
}

export function formatDamageParts(parts: readonly DamagePart<string | number>[]): string {
  return parts.map((p) => `${p.amount}:${p.type}`).join(';');
}

export function parseSaveTarget(text: string): SaveTarget | undefined {
  const target: SaveTarget = { ...PLAIN_SAVE_TARGET };
  let adv = false;
  let dis = false;
  const seen = new Set<string>();
  for (const token of text.split(',').map((t) => t.trim())) {
    if (token === '') continue;
    const [key = '', value] = token.split('=', 2).map((t) => t.trim());
    if (seen.has(key)) return undefined;
    seen.add(key);
    if (key === 'adv' && value === undefined) adv = true;
    else if (key === 'dis' && value === undefined) dis = true;
    else if (key === 'save' && value !== undefined) {
      const n = readIntegerIn(value, D20_LIMITS.bonus.min, D20_LIMITS.bonus.max);
      if (n === undefined) return undefined;
      target.saveBonus = n;
    } else if (key === 'cover' && (SAVE_TARGET_COVER as readonly string[]).includes(value ?? '')) {
      target.cover = value as SaveTargetCover;
    } else if (key === 'cond' && value !== undefined) {
      const names = value === '' ? [] : value.split('/').map((t) => t.trim());
      if (new Set(names).size < names.length) return undefined;
      if (!names.every((n) => (CONDITION_NAMES as readonly string[]).includes(n))) return undefined;
      target.conditions = (names as ConditionName[]).map(conditionOfName);
    } else if (key === 'exh' && value !== undefined) {
      const n = readIntegerIn(value, ROLL_EXHAUSTION_LIMITS.min, ROLL_EXHAUSTION_LIMITS.max);
      if (n === undefined) return undefined;
      target.exhaustion = n;
    } else if ((key === 'resist' || key === 'vuln' || key === 'immune') && value !== undefined) {
      const types = damageTypes(value);
      if (!types) return undefined;
      if (key === 'resist') target.resist = types;
      else if (key === 'vuln') target.vulnerable = types;
      else target.immune = types;
    } else return undefined;
  }
  target.mode = adv === dis ? 'normal' : adv ? 'advantage' : 'disadvantage';
  return target;
}

export function formatSaveTarget(target: SaveTarget): string {
  const sign = target.saveBonus < 0 ? '-' : '+';
  return [
    `save=${sign}${Math.abs(target.saveBonus)}`,
    target.mode === 'advantage' ? 'adv' : target.mode === 'disadvantage' ? 'dis' : '',
    target.cover === 'none' ? '' : `cover=${target.cover}`,
    target.resist.length > 0 ? `resist=${target.resist.join('/')}` : '',
    target.vulnerable.length > 0 ? `vuln=${target.vulnerable.join('/')}` : '',
    target.immune.length > 0 ? `immune=${target.immune.join('/')}` : '',
    (target.conditions ?? []).length > 0
      ? `cond=${(target.conditions ?? []).map(nameOfCondition).join('/')}`
      : '',
    (target.exhaustion ?? 0) > 0 ? `exh=${target.exhaustion}` : '',
  ]
    .filter(Boolean)
    .join(',');
}

export function parseSaveTargets(text: string): SaveTarget[] | undefined {
  const chunks = text.split(';').filter((c) => c.trim() !== '');
  if (chunks.length === 0 || chunks.length > SAVE_HALF_LIMITS.maxTargets) return undefined;
  const targets = chunks.map(parseSaveTarget);
  return targets.every((t) => t !== undefined) ? (targets as SaveTarget[]) : undefined;
}

export function formatSaveTargets(targets: readonly SaveTarget[]): string {
  return targets.map(formatSaveTarget).join(';');
}
