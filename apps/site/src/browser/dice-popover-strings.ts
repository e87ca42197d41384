/** The popover's UI strings, read from the data attributes of #dice-popover-strings (set at build time). */
export const STRING_NAMES = [
  'title',
  'mean',
  'min',
  'max',
  'chance',
  'chart',
  'chartHint',
  'bar',
  'target',
  'atLeast',
  'atMost',
  'targetInvalid',
  'mode',
  'modeNormal',
  'modeAdvantage',
  'modeDisadvantage',
  'keptHigher',
  'keptLower',
  'unused',
  'roll',
  'rolled',
  'breakdown',
  'history',
  'historyEmpty',
  'historyEntry',
  'historyEntryMode',
  'historyClear',
  'close',
  'error',
] as const;

export type DiceStrings = Record<(typeof STRING_NAMES)[number], string>;

export function readStrings(holder: HTMLElement): DiceStrings {
  const strings = {} as DiceStrings;
  for (const name of STRING_NAMES) strings[name] = holder.dataset[name] ?? name;
  return strings;
}
