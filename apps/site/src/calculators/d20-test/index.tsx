import { islandOf } from '../shared/island-props.tsx';
import D20TestCalculator from './D20TestCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(D20TestCalculator);
