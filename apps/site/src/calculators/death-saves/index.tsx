import { islandOf } from '../shared/island-props.tsx';
import DeathSavesCalculator from './DeathSavesCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(DeathSavesCalculator);
