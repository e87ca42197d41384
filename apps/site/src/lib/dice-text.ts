import { getCoreTable } from '@polyhedral/core/tables';
import { createTranslator, formatTableCell, type Locale } from '@polyhedral/i18n';
import { type ContentBlock, findDiceNotation } from '@polyhedral/markdown';

const DICE_BUTTON = 'class="dice-inline"';

/** True when a plain text holds dice notation (rendered as dice buttons by DiceText.astro). */
export function textHasDice(text: string): boolean {
  return findDiceNotation(text).length > 0;
}

/** The texts of a core table that may hold dice buttons in a locale: column labels, cells and note. */
export function coreTableTexts(id: string, locale: Locale): string[] {
  const table = getCoreTable(id as Parameters<typeof getCoreTable>[0]);
  const { tData } = createTranslator(locale);
  const texts = [...table.columns.map((column) => tData(column.label))];
  for (const row of table.rows) {
    for (const column of table.columns)
      texts.push(formatTableCell(locale, column, row[column.key] ?? null, tData));
  }
  if (table.note) texts.push(tData(table.note));
  return texts;
}

/** True when rendered blocks hold a dice button: in their HTML or in a core table's texts. */
export function blocksHaveDice(blocks: readonly ContentBlock[], locale: Locale): boolean {
  return blocks.some((block) =>
    block.type === 'html'
      ? block.html.includes(DICE_BUTTON)
      : block.type === 'table' && coreTableTexts(block.id, locale).some(textHasDice),
  );
}
