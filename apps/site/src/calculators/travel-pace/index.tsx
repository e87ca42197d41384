import { islandOf } from '../shared/island-props.tsx';
import TravelPaceCalculator from './TravelPaceCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(TravelPaceCalculator);
