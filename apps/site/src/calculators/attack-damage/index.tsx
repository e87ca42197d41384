import { islandOf } from '../shared/island-props.tsx';
import AttackDamageCalculator from './AttackDamageCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(AttackDamageCalculator);
