import { islandOf } from '../shared/island-props.tsx';
import DiceCalculator from './DiceCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(DiceCalculator);
