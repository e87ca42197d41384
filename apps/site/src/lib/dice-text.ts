import type { Locale } from '@polyhedral/i18n';
import { type ContentBlock, findDiceNotation } from '@polyhedral/markdown';
import { coreTableText } from './core-table-text.ts';

const DICE_BUTTON = 'class="dice-inline"';

/** True when a plain text holds dice notation (rendered as dice buttons by DiceText.astro). */
export function textHasDice(text: string): boolean {
  return findDiceNotation(text).length > 0;
}

/** The texts of a core table that may hold dice buttons in a locale: column labels, cells and note. */
export function coreTableTexts(id: string, locale: Locale): string[] {
  const table = coreTableText(id, locale);
  return [...table.header, ...table.rows.flat(), ...(table.note ? [table.note] : [])];
}

/** True when rendered blocks hold a dice button: in their HTML or in a core table's texts. */
export function blocksHaveDice(blocks: readonly ContentBlock[], locale: Locale): boolean {
  return blocks.some((block) =>
    block.type === 'html'
      ? block.html.includes(DICE_BUTTON)
      : block.type === 'table' && coreTableTexts(block.id, locale).some(textHasDice),
  );
}
