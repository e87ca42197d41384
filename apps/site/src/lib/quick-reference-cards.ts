/** The quick reference's cards as rule IDs: sections each shows, and a calculator when they embed none. */
export interface QuickCalculator {
  kind: string;
  /** Directive parameters as text, as a `::calc{...}` directive spells them (checked by the core). */
  params: Readonly<Record<string, string>>;
}

export interface QuickCard {
  /** The card's anchor on the page and the rule its heading links to. */
  ruleId: string;
  /** Content sections shown on the card, in order (their own calculators and core tables come with them). */
  sections: readonly string[];
  /** The glossary category listed with each term's definition (conditions). */
  glossaryCategory?: string;
  calculator?: QuickCalculator;
  /** A long card (a wide table, the conditions) that takes a whole row on a desktop. */
  wide?: boolean;
}

export const QUICK_CARDS: readonly QuickCard[] = [
  { ruleId: 'ActionsTable', sections: ['ActionsTable'], wide: true },
  { ruleId: 'Conditions', sections: [], glossaryCategory: 'condition', wide: true },
  {
    ruleId: 'Cover',
    sections: ['Cover', 'Covertable'],
    calculator: { kind: 'd20-test', params: { 'kind-of-test': 'attack', cover: 'half' } },
  },
  {
    ruleId: 'TypicalDifficultyClasses',
    sections: ['TypicalDifficultyClasses'],
    calculator: { kind: 'd20-test', params: {} },
  },
  { ruleId: 'TravelPace', sections: ['TravelPace', 'TravelPaceTable'] },
  { ruleId: 'VisionandLight', sections: ['ObscuredAreas', 'Light'] },
  { ruleId: 'OrderofApplication', sections: ['OrderofApplication'] },
  { ruleId: 'DeathSavingThrows', sections: ['DeathSavingThrows'] },
];
