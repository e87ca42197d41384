/**
 * The key under which an island is handed a glossary term's name (calc.term. and the term ID),
 * written at build time by calculator-props.ts and read by the causes a result gives.
 */
export const termKey = (termId: string): string => `calc.term.${termId}`;
