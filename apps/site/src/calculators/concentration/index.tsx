import { islandOf } from '../shared/island-props.tsx';
import ConcentrationCalculator from './ConcentrationCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(ConcentrationCalculator);
