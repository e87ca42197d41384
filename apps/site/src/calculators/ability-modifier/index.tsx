import { islandOf } from '../shared/island-props.tsx';
import AbilityModifierCalculator from './AbilityModifierCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(AbilityModifierCalculator);
