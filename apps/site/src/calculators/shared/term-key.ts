/** The key of a glossary term's name handed to an island (written by calculator-props.ts). */
export const termKey = (termId: string): string => `calc.term.${termId}`;
