import { formatMessage } from '@polyhedral/i18n';
import { listCoreTables } from '../../tables/core-tables.ts';
import { positionalArgs } from '../args.ts';
import { type CliCommand, jsonOnlyCommand } from '../command.ts';
import { tableLabels } from '../labels.ts';
import { json, textTable } from '../output.ts';

/** `tables [--json]`: every core table's rule ID, section, title and size. */
export const tablesCommand: CliCommand = {
  ...jsonOnlyCommand('tables', '', ['tables', 'tables --json']),
  run(parsed, _ruleset, locale) {
    positionalArgs(parsed, []);
    const list = listCoreTables().map((t) => ({
      id: t.id,
      section: t.section,
      title: t.title,
      columns: t.columns.length,
      rows: t.rows.length,
    }));
    if (parsed.flags.json) return json(list);
    const labels = tableLabels(locale);
    return {
      stdout: `${textTable(
        ['id', 'section', 'title', 'rows'],
        list.map((t) => [t.id, t.section, formatMessage(labels, t.title, {}, locale), String(t.rows)]),
      )}\n`,
    };
  },
};
