import { islandOf } from '../shared/island-props.tsx';
import ProficiencyBonusCalculator from './ProficiencyBonusCalculator.tsx';

/** Island entry mounted by CalculatorSlot.astro. */
export default islandOf(ProficiencyBonusCalculator);
