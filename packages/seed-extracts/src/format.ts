/** Header of each extract file: which document it comes from and under which licence. */
export const EXTRACT_HEADERS: Record<string, readonly string[]> = {
  '000': [
    '# Seed 000: community Thai translation of the SRD 5.2 chapter "Playing the Game" (CC-BY-4.0).',
    '# Translated from the System Reference Document 5.2 by Wizards of the Coast LLC, CC-BY-4.0,',
    '# https://creativecommons.org/licenses/by/4.0/legalcode. See content/ATTRIBUTION.md.',
    '# Format: <line number in the seed>, a tab, the line as the seed has it.',
  ],
  '001': [
    '# Seed 001: community Chinese translation of the SRD 5.2 chapter "Playing the Game" (CC-BY-4.0,',
    '# text taken from a PDF). Translated from the System Reference Document 5.2 by',
    '# Wizards of the Coast LLC, CC-BY-4.0, https://creativecommons.org/licenses/by/4.0/legalcode.',
    '# Format: <line number in the seed>, a tab, the line as the seed has it.',
  ],
  '002': [
    '# Seed 002: System Reference Document 5.2 ("SRD 5.2") by Wizards of the Coast LLC, English',
    '# markdown edition, https://www.dndbeyond.com/srd. Licensed CC-BY-4.0,',
    '# https://creativecommons.org/licenses/by/4.0/legalcode.',
    '# Format: <line number in the seed>, a tab, the line as the seed has it.',
  ],
  '004': [
    '# Seed 004: "D&D Playtest: How to Play" by Wizards of the Coast LLC (PDF text). Not covered by the',
    "# SRD's Creative Commons licence: only the lines the Playtest ruleset's references cite are kept",
    '# here, to check those references (the same text is in content/playtest/, see content/ATTRIBUTION.md).',
    '# Format: <line number in the seed>, a tab, the line as the seed has it.',
  ],
};

/** The inventory (tables.tsv) columns kept: the table's rule ID, its kind, its Thai and Chinese lines. */
export const INVENTORY_COLUMNS = ['id', 'kind_of_data', 'line_th', 'line_zh'] as const;
export const NUMERIC_TABLE_KINDS: readonly string[] = ['numeric lookup', 'range lookup'];
