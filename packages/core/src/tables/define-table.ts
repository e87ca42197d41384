import type { LabelKey } from '../label-key.ts';
import type { CoreTable, CoreTableColumn } from './types.ts';

/** A column whose header is `table.<name>.col.<key in kebab case>` unless it names its own. */
type ColumnOf = Omit<CoreTableColumn, 'label'> & { label?: LabelKey };

/**
 * A core table whose words are the i18n keys under `table.<name>`: its title
 * `table.<name>.title` and its column headers (ColumnOf).
 */
export function coreTable(
  name: string,
  table: Omit<CoreTable, 'title' | 'columns'> & { columns: readonly ColumnOf[] },
): CoreTable {
  const columns = table.columns.map((column) => ({
    ...column,
    label:
      column.label ??
      (`table.${name}.col.${column.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` as const),
  }));
  return { ...table, title: `table.${name}.title`, columns };
}
