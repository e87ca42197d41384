import type { RulesetId, SaveTarget } from '@polyhedral/core';
import type { Range, SaveTargetField } from '@polyhedral/core/calculators';
import { type ConditionName, conditionOfName, nameOfCondition } from '@polyhedral/core/conditions';
import type { Locale } from '@polyhedral/i18n/client';
import { boundFieldHost } from '../shared/bound-field-host.ts';
import type { FieldHost } from '../shared/RegistryFields.tsx';
import { fieldString, validateParam } from '../shared/registry-fields.ts';
import type { FieldResult } from '../shared/types.ts';

/**
 * One save-for-half target's registry fields bound for RegistryFields, read from and written to
 * the SaveTarget; a value not valid yet (a save bonus "-") is kept as a draft with its error.
 */

/** Element IDs kept from the hand-drawn card (`<target>-bonus`, `<target>-mode`): links and checks use them. */
const ID_SUFFIX: Readonly<Record<string, string>> = { 'save-bonus': 'bonus', 'roll-mode': 'mode' };

/** A field's value as its text: a target's conditions by their parameter names (`poisoned`). */
function textOf(field: SaveTargetField, target: SaveTarget): string {
  const value = target[field.target];
  if (field.target === 'conditions')
    return ((value as SaveTarget['conditions']) ?? []).map(nameOfCondition).join(',');
  if (field.target === 'exhaustion') return String(value ?? 0);
  return fieldString(value, field.param);
}

/** The target with one field's valid value set. */
function withValue(target: SaveTarget, field: SaveTargetField, value: unknown): SaveTarget {
  if (field.target === 'conditions')
    return { ...target, conditions: (value as ConditionName[]).map(conditionOfName) };
  return { ...target, [field.target]: value };
}

export interface TargetFieldsInput {
  fields: readonly SaveTargetField[];
  target: SaveTarget;
  /** Texts typed that are not valid yet, by field name. */
  drafts: Readonly<Record<string, string>>;
  /** The card's element ID prefix (`save-half-target-1`). */
  id: string;
  ruleset: RulesetId;
  messages: Record<string, string>;
  locale: Locale;
  onTarget: (target: SaveTarget) => void;
  /** A draft set (text) or cleared (undefined). */
  onDraft: (field: string, text: string | undefined) => void;
}

export function targetFieldHost(input: TargetFieldsInput): FieldHost {
  const { fields, target, drafts } = input;
  const byName = new Map(fields.map((field) => [field.param.name, field]));
  const raw: Record<string, string> = {};
  const results: Record<string, FieldResult<unknown>> = {};
  const ranges: Record<string, Range> = {};
  for (const field of fields) {
    const name = field.param.name;
    raw[name] = drafts[name] ?? textOf(field, target);
    results[name] = validateParam(field.param, raw[name]);
    if (field.param.type === 'integer') ranges[name] = { min: field.param.min, max: field.param.max };
  }
  const set = (name: string, text: string) => {
    const field = byName.get(name);
    if (!field) throw new Error(`a save target has no field ${name}`);
    const result = validateParam(field.param, text);
    if (!result.ok) {
      input.onDraft(name, text);
      return;
    }
    input.onDraft(name, undefined);
    input.onTarget(withValue(target, field, result.value));
  };
  const idOf = (name: string) => `${input.id}-${ID_SUFFIX[name] ?? name}`;
  return boundFieldHost({
    kind: 'save-half',
    params: fields.map((field) => field.param),
    ruleset: input.ruleset,
    results,
    ranges,
    messages: input.messages,
    locale: input.locale,
    raw,
    set,
    idOf,
  });
}
