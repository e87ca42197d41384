import { islandOf } from '../shared/island-props.tsx';
import PointBuyCalculator from './PointBuyCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(PointBuyCalculator);
