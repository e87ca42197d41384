/**
 * Used by the damage and save-for-half calculators (each is handed the calc.damageType.*,
 * calc.stacking.* and damage.* strings): one receipt step in the reader's language. The one
 * home of the step texts is i18n's describeStep, which the CLI uses too.
 */
export { describeStep } from '@polyhedral/i18n/client';
