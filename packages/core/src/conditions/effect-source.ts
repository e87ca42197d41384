import {
  type ConditionTermId,
  type EffectSource,
  PLAYTEST_HOW_TO_PLAY,
  SRD_RULES_GLOSSARY,
} from './condition-types.ts';

/**
 * The provenance of a condition effect (issue 61): every effect names the document its sentence
 * comes from, that document's licence, whether this repository's seeds hold it, and a citation
 * that says all of it in one line (the CLI's `conditions` table prints it).
 */

/** The English name of a condition's Rules Glossary entry: `ProneCondition` is "Prone". */
export function glossaryEntryName(term: ConditionTermId): string {
  return term.replace(/Condition$/, '');
}

/** An SRD 5.2 effect's source: its glossary term and Rules Glossary entry (not in the seeds). */
export function srdGlossarySource(term: ConditionTermId): EffectSource {
  const entry = glossaryEntryName(term);
  return {
    ruleId: 'Conditions',
    term,
    document: SRD_RULES_GLOSSARY.document,
    entry,
    licence: SRD_RULES_GLOSSARY.licence,
    inSeeds: SRD_RULES_GLOSSARY.inSeeds,
    citation: `${SRD_RULES_GLOSSARY.name}, “${entry}” (${SRD_RULES_GLOSSARY.licence}) — not in this repository's seeds`,
  };
}

/** A Playtest effect: its heading in content/playtest/Conditions.md and its lines in seed 004. */
export function playtestSource(heading: string, lines: string): EffectSource {
  return {
    ruleId: 'Conditions',
    heading,
    seed: '004',
    lines,
    document: PLAYTEST_HOW_TO_PLAY.document,
    licence: PLAYTEST_HOW_TO_PLAY.licence,
    inSeeds: PLAYTEST_HOW_TO_PLAY.inSeeds,
    citation: `${PLAYTEST_HOW_TO_PLAY.name}, ${heading} (seed 004, lines ${lines})`,
  };
}

/**
 * An effect's provenance as `{ code, params }` for i18n's describeCause (the CLI's `conditions`
 * table, the quick reference), in the reader's words: "SRD 5.2 Rules Glossary, “Prone”
 * (CC-BY-4.0), a text this site does not translate", or the Playtest's heading ("Prone"). The
 * seed and its lines stay in `citation` and `lines`, for maintainers.
 */
export function describeEffectSource(source: EffectSource): {
  code: string;
  params: Record<string, string>;
} {
  return 'term' in source
    ? { code: 'conditions.source.srd-glossary', params: { entry: source.entry, licence: source.licence } }
    : {
        code: 'conditions.source.playtest',
        // The reader sees the Playtest's own heading ("Prone"), not the section ID that holds it.
        params: { heading: source.heading.replace(/^Playtest/, ''), lines: source.lines },
      };
}
