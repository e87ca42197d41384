/**
 * Operations the exact evaluator performs, in the units of the work estimate (check-limits.ts):
 * multiply-adds of convolutions, pairs of products, FFT butterflies, division runs, outcomes
 * built. The evaluator adds to it as it goes; the fuzz test (src/fuzz-limits.test.ts) resets it
 * and checks every accepted expression's count against its estimate, so an estimate that
 * undercounts an operation (`+` once counted l + r - 1 outcomes where there can be l * r) fails
 * by a count, not a time. One add per array operation: no cost worth measuring.
 */
export const workMeter = { units: 0 };
