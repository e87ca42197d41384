/** The audit trail of damage and healing: each step a code plus parameters, worded by i18n. */
export const DAMAGE_STEP_CODES = [
  'damage.step.base',
  'damage.step.immune',
  'damage.step.adjust',
  'damage.step.multiply',
  'damage.step.save-half',
  'damage.step.floor-zero',
  'damage.step.resistance',
  'damage.step.resistance-condition',
  'damage.step.halved-condition',
  'damage.step.reduced-condition',
  'damage.step.vulnerability',
  'damage.step.no-stacking',
  'damage.step.parts-total',
  'damage.step.temp-absorbed',
  'damage.step.hp-lost',
  'damage.step.knocked-out',
  'damage.step.monster-dies',
  'damage.step.massive-damage',
  'damage.step.unconscious',
  'damage.step.stable-ended',
  'damage.step.death-save-failure',
  'damage.step.death-saves-exhausted',
  'damage.step.damage-at-zero-kills',
  'damage.step.dying',
  'damage.step.death-threshold',
  'heal.step.start-at-zero',
  'heal.step.regained',
  'heal.step.capped',
  'heal.step.conscious',
  'temp.step.keep',
  'temp.step.replace',
  'damage.step.adjust-carried',
] as const;

export type DamageStepCode = (typeof DAMAGE_STEP_CODES)[number];

export interface DamageStep {
  code: DamageStepCode;
  params: Record<string, number | string>;
}
