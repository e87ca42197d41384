/*
 * The words a reader may type in dice notation that are not its letter keywords: each list
 * once, read by the lexer (a whole word stays one token) and by the word errors (what was meant).
 */

export const NOTATION_FUNCTIONS = ['floor', 'ceil', 'round', 'abs'] as const;

/** Advantage and Disadvantage as words (`1d20 adv`), spelt `2d20kh1` / `2d20kl1` here. */
export const ADVANTAGE_WORDS = ['adv', 'dis'] as const;

/** Functions of other rollers' math (rpg-dice-roller, Roll20) that this notation does not have. */
export const OTHER_MATH = ['exp', 'pow', 'sqrt', 'sign', 'log', 'sin', 'cos', 'tan', 'trunc'] as const;

/** Names players type for their character's numbers (`1d20+dex`, `1d20+PB`). */
export const VARIABLE_NAMES = ['str', 'dex', 'con', 'int', 'wis', 'cha', 'pb', 'prof'] as const;
