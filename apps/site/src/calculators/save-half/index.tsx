import { islandOf } from '../shared/island-props.tsx';
import SaveHalfCalculator from './SaveHalfCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(SaveHalfCalculator);
