import { D20_LIMITS } from '../rules/d20-limits.ts';
import { DAMAGE_TYPES } from '../rules/damage-limits.ts';
import { ROLL_MODE_CHOICES } from '../rules/roll-mode.ts';
import { SAVE_TARGET_COVER, type SaveTarget } from '../rules/save-half-input.ts';
import { exhaustion, rollerConditions } from './condition-params.ts';
import { choice, choices, int } from './define-calculator.ts';
import type { ParamSpec } from './param-spec.ts';

/**
 * The fields of one save-for-half target (rule HalfDamage with DamageagainstMultipleTargets) as
 * registry parameters, each with its text key(s) (`save=+2,adv,cover=half,cond=...`) and the
 * SaveTarget property it sets: the one list the text, `--help` and the site's target card use.
 */
export interface SaveTargetField {
  /** The keys of the target text: `save=`; `adv` and `dis` for the roll mode (flags, no value). */
  readonly keys: readonly string[];
  /** `value`: `key=value`; `flags`: each key alone stands for one of the options. */
  readonly form: 'value' | 'flags';
  readonly param: ParamSpec;
  readonly target: keyof SaveTarget;
}

export const SAVE_TARGET_FIELDS = [
  { keys: ['save'], form: 'value', param: int('save-bonus', D20_LIMITS.bonus, 0), target: 'saveBonus' },
  {
    keys: ['adv', 'dis'],
    form: 'flags',
    param: choice('roll-mode', ROLL_MODE_CHOICES, 'normal'),
    target: 'mode',
  },
  { keys: ['cover'], form: 'value', param: choice('cover', SAVE_TARGET_COVER, 'none'), target: 'cover' },
  { keys: ['cond'], form: 'value', param: rollerConditions(), target: 'conditions' },
  { keys: ['exh'], form: 'value', param: exhaustion(), target: 'exhaustion' },
  { keys: ['resist'], form: 'value', param: choices('resist', DAMAGE_TYPES), target: 'resist' },
  { keys: ['vuln'], form: 'value', param: choices('vulnerable', DAMAGE_TYPES), target: 'vulnerable' },
  { keys: ['immune'], form: 'value', param: choices('immune', DAMAGE_TYPES), target: 'immune' },
] as const satisfies readonly SaveTargetField[];

/** Every key a target's text may hold, in the fields' order: save, adv, dis, cover, cond, ... */
export const SAVE_TARGET_KEYS: readonly string[] = SAVE_TARGET_FIELDS.flatMap((field) => field.keys);

/** What one field's value looks like in the text (`save=-30..30`, `cond=blinded/charmed/...`). */
function fieldSyntax(field: SaveTargetField): string {
  const { param } = field;
  if (field.form === 'flags') return field.keys.join(', ');
  const key = field.keys[0]!;
  switch (param.type) {
    case 'integer':
      return `${key}=${param.min}..${param.max}`;
    case 'enum':
      return `${key}=${param.options.join('|')}`;
    case 'enum-list':
      return `${key}=${param.options.join('/')}`;
    default:
      return `${key}=...`;
  }
}

/** The keys of a target in words for `--help` and errors, from the fields above (never a hand list). */
export function saveTargetKeysText(): string {
  const parts: { keys: string[]; text: string; values: string }[] = [];
  for (const field of SAVE_TARGET_FIELDS as readonly SaveTargetField[]) {
    const only = field.param.rulesets;
    const text = `${fieldSyntax(field)}${only ? ` (${only.join(', ')})` : ''}`;
    const values = field.param.type === 'enum-list' ? field.param.options.join('/') : '';
    const last = parts.at(-1);
    // Lists of the same choices (resist, vuln, immune: damage types) are written once.
    if (last && values !== '' && last.values === values) {
      last.keys.push(field.keys[0]!);
      last.text = `${last.keys.join('|')}=${values}`;
    } else parts.push({ keys: [...field.keys], text, values });
  }
  return parts.map((part) => part.text).join('; ');
}
