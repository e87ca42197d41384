import type { GlossaryTerm } from '../../src/glossary/types.ts';

/** A glossary term for a test: its id as the English and Thai name, `zh` as its Chinese name. */
export function testTerm(id: string, zh: string, avoid?: string[]): GlossaryTerm {
  return {
    id,
    ruleId: 'Rule',
    category: 'rule',
    names: { en: id, th: id, zh },
    nameSource: { th: 'seed', zh: 'seed' },
    ...(avoid ? { avoid: { zh: avoid } } : {}),
  };
}
