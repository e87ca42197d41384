import { islandOf } from '../shared/island-props.tsx';
import DamageApplicationCalculator from './DamageApplicationCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(DamageApplicationCalculator);
