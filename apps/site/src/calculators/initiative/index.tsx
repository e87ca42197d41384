import { islandOf } from '../shared/island-props.tsx';
import InitiativeCalculator from './InitiativeCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(InitiativeCalculator);
