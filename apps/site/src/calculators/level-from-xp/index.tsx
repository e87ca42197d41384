import { islandOf } from '../shared/island-props.tsx';
import LevelFromXpCalculator from './LevelFromXpCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(LevelFromXpCalculator);
