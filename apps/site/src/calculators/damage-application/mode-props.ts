import type {
  CalculatorInputOf,
  CalculatorOutputOf,
  damageRulesetFeatures,
} from '@polyhedral/core/calculators';
import type { Locale, MessageLookup } from '@polyhedral/i18n/client';
import type { CalculatorProps } from '../shared/types.ts';
import type { RegistryCalculator } from '../shared/use-registry-calculator.ts';

/** What each mode's part of the damage calculator receives from the shell. */
export interface ModeProps {
  calc: RegistryCalculator<CalculatorInputOf<'damage-application'>, CalculatorOutputOf<'damage-application'>>;
  props: CalculatorProps;
  locale: Locale;
  messages: Record<string, string>;
  t: MessageLookup['t'];
  features: ReturnType<typeof damageRulesetFeatures>;
}
