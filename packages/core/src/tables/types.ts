import type { LabelKey } from '../label-key.ts';
import type { RuleId } from '../rule-ids.ts';

/**
 * How a column's cells are typed and rendered. Any cell may instead hold a LabelKey (rendered
 * as localized text, e.g. "Up to 4") or null (rendered as an em dash, "not rolled").
 * - number: a plain number (locale digits); `template` wraps it, e.g. "{{value}} feet"
 * - signed: a modifier, rendered with a sign (+2, −1 with U+2212)
 * - range: [min, max] inclusive (min === max renders one number), e.g. die faces or scores
 * - label: a LabelKey, rendered as localized text
 * - labels: LabelKey[], rendered as a localized list ("Fighter, Paladin, or Ranger")
 * - code: a short code that is not translated (alignment abbreviations "LG")
 */
export type ColumnKind = 'number' | 'signed' | 'range' | 'label' | 'labels' | 'code';

export interface CoreTableColumn {
  key: string;
  label: LabelKey;
  kind: ColumnKind;
  /** For number/signed cells: a label whose text has `{{value}}` ("{{value}} feet"). */
  template?: LabelKey;
  /** True for the column that names the row (rendered as a row header). */
  rowHeader?: boolean;
}

export type NumberRange = readonly [number, number];

export type CellValue = number | NumberRange | LabelKey | readonly LabelKey[] | string | null;

export type CoreTableRow = Readonly<Record<string, CellValue>>;

export interface CoreTableSource {
  /** Seed document: 002 = English SRD 5.2. */
  seed: '002';
  /** Line range of the table in that seed, "a-b". */
  lines: string;
}

export interface CoreTable {
  /** The table's own rule ID (its caption heading). */
  id: RuleId;
  /** The section the table belongs to (where its rule is explained). */
  section: RuleId;
  title: LabelKey;
  columns: readonly CoreTableColumn[];
  rows: readonly CoreTableRow[];
  source: CoreTableSource;
  /** Optional footnote shown under the table. */
  note?: LabelKey;
}
