import { RuleInputError } from '../../errors.ts';
import { getCoreTable } from '../../tables/index.ts';
import { parseArgs } from '../args.ts';
import { englishLabels, renderCell } from '../labels.ts';
import { type CommandOutput, json, textTable } from '../output.ts';

/** `table <ID> [--json]`: one core table by rule ID. */
export function tableCommand(argv: readonly string[]): CommandOutput {
  const { positionals, flags } = parseArgs(argv, { json: 'boolean' });
  if (positionals.length === 0) throw new RuleInputError('rules.cli.missing-argument', { argument: 'ID' });
  if (positionals.length > 1)
    throw new RuleInputError('rules.cli.unexpected-argument', { value: positionals[1]! });
  const table = getCoreTable(positionals[0]!);
  if (flags.json) return json(table);
  const labels = englishLabels();
  const text = (key: string) => labels[key] ?? key;
  const headers = table.columns.map((c) => text(c.label));
  const rows = table.rows.map((row) =>
    table.columns.map((column) => renderCell(row[column.key] ?? null, column, text)),
  );
  const note = table.note ? `\n${text(table.note)}` : '';
  return { stdout: `${text(table.title)} (${table.id})\n\n${textTable(headers, rows)}${note}\n` };
}
