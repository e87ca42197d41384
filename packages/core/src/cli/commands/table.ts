import {
  formatMessage,
  formatTableCell,
  type LabelTranslate,
  type Locale,
  tableData,
  writtenLocaleOf,
} from '@polyhedral/i18n';
import { getCoreTable } from '../../tables/core-tables.ts';
import { positionalArgs } from '../args.ts';
import { type CliCommand, jsonOnlyCommand } from '../command.ts';
import { tableLabels } from '../labels.ts';
import { json, textTable } from '../output.ts';

/**
 * A core table's provenance as the data API gives it (apps/site record-provenance.ts; the site's
 * api-documents.test.ts holds the two equal): the SRD 5.2's numbers and English words, a
 * translation's words this project's, each CC-BY-4.0.
 */
function tableProvenance(locale: Locale): { source: string; license: string; open: boolean } {
  const written = writtenLocaleOf(locale);
  return { source: written === 'en' ? 'srd-5.2' : `polyhedral-${written}`, license: 'CC-BY-4.0', open: true };
}

/** `table <ID> [--json]`: one core table by rule ID, as the site writes it (`--json`: the API's document). */
export const tableCommand: CliCommand = {
  ...jsonOnlyCommand('table', '<ID>', ['table Covertable --json', 'table CharacterAdvancement']),
  run(parsed, _ruleset, locale) {
    const [id] = positionalArgs(parsed, ['ID']);
    const table = getCoreTable(id!);
    const labels = tableLabels(locale);
    const text: LabelTranslate = (key, params) => formatMessage(labels, key, params, locale);
    if (parsed.flags.json)
      return json({ kind: 'table', locale, ...tableData(locale, table, text), ...tableProvenance(locale) });
    const headers = table.columns.map((c) => text(c.label));
    const rows = table.rows.map((row) =>
      table.columns.map((column) => formatTableCell(locale, column, row[column.key] ?? null, text)),
    );
    const note = table.note ? `\n${text(table.note)}` : '';
    return { stdout: `${text(table.title)} (${table.id})\n\n${textTable(headers, rows)}${note}\n` };
  },
};
