/**
 * Operations the exact evaluator performs, in the work estimate's units (check-limits.ts): the fuzz
 * test checks every accepted expression's count against its estimate, so an estimate that
 * undercounts an operation fails by a count, not a time. One add per array operation.
 */
export const workMeter = { units: 0 };
