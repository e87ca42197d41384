/** Everything the dice popover computes with, loaded on the first hover, focus or tap of a dice button. */
export { cryptoRandom, distributionOf, probabilityAtLeast, rollDice } from '@polyhedral/dice';
export { d20Distribution, d20Modifier, rollD20 } from './dice-d20.ts';
