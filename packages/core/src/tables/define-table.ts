import type { LabelKey } from '../label-key.ts';
import type { CoreTable, CoreTableColumn } from './types.ts';

/** A column whose header is `table.<name>.col.<key in kebab case>` unless it names its own. */
type ColumnOf = Omit<CoreTableColumn, 'label'> & { label?: LabelKey };

/** A core table whose words are the i18n keys under `table.<name>` (title and column headers). */
export function coreTable(
  name: string,
  table: Omit<CoreTable, 'title' | 'columns'> & { columns: readonly ColumnOf[] },
): CoreTable {
  const columns = table.columns.map(({ key, label, ...rest }) => ({
    key,
    label: label ?? (`table.${name}.col.${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` as const),
    ...rest,
  }));
  // In the order a table has always been written: id, section, title, columns, rows, source.
  const { id, section, ...rest } = table;
  return { id, section, title: `table.${name}.title`, ...rest, columns };
}
