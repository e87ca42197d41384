import type { LabelKey } from '../label-key.ts';
import type { RuleId } from '../rule-ids.ts';

/**
 * A weapon's or spell's damage dice that the rules text names as an example. The text that names
 * them (ruleId Damage, "Dice" in the Thai and Chinese free-rules text, which has no English
 * section here) is held to these values by the translation QA: "Greataxe 1d10" is an error.
 */
export interface ExampleDamageDice {
  id: string;
  /** Its localized name (packages/i18n, `table` namespace). */
  label: LabelKey;
  dice: string;
  ruleId: RuleId;
  source: string;
}

/**
 * SRD 5.2 (CC-BY-4.0), "Equipment: Weapons" table: Dagger 1d4 Piercing, Greataxe 1d12 Slashing;
 * "Spells: Fireball": 8d6 Fire damage. Named together in the Free Rules 2024 "Dice: Damage"
 * paragraph the Thai and Chinese texts translate (ruleId Damage).
 */
export const EXAMPLE_DAMAGE_DICE: readonly ExampleDamageDice[] = [
  {
    id: 'dagger',
    label: 'table.example-damage.dagger',
    dice: '1d4',
    ruleId: 'Damage',
    source: 'SRD 5.2, Equipment: Weapons table (Dagger, 1d4 Piercing)',
  },
  {
    id: 'greataxe',
    label: 'table.example-damage.greataxe',
    dice: '1d12',
    ruleId: 'Damage',
    source: 'SRD 5.2, Equipment: Weapons table (Greataxe, 1d12 Slashing)',
  },
  {
    id: 'fireball',
    label: 'table.example-damage.fireball',
    dice: '8d6',
    ruleId: 'Damage',
    source: 'SRD 5.2, Spells: Fireball (8d6 Fire damage)',
  },
];
