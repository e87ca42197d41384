import { listCoreTables } from '../../tables/index.ts';
import { noPositionals, parseArgs } from '../args.ts';
import { englishLabels } from '../labels.ts';
import { type CommandOutput, json, textTable } from '../output.ts';

/** `tables [--json]`: every core table's rule ID, section, title and size. */
export function tablesCommand(argv: readonly string[]): CommandOutput {
  const parsed = parseArgs(argv, { json: 'boolean' });
  noPositionals(parsed);
  const list = listCoreTables().map((t) => ({
    id: t.id,
    section: t.section,
    title: t.title,
    columns: t.columns.length,
    rows: t.rows.length,
  }));
  if (parsed.flags.json) return json(list);
  const labels = englishLabels();
  return {
    stdout: `${textTable(
      ['id', 'section', 'title', 'rows'],
      list.map((t) => [t.id, t.section, labels[t.title] ?? t.title, String(t.rows)]),
    )}\n`,
  };
}
