/**
 * GFM tables: every row must have as many cells as the header (`table-column-count`).
 * GFM itself silently pads short rows and drops extra cells, which hides a translator's
 * missing or extra `|`.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { reportProblem } from './messages.ts';

export function remarkTableColumns() {
  return (tree: Root, file: VFile): undefined => {
    visit(tree, 'table', (table) => {
      const expected = table.align?.length ?? table.children[0]?.children.length ?? 0;
      for (const row of table.children) {
        if (row.children.length !== expected) {
          reportProblem(file, row, 'content.table.column-count', { found: row.children.length, expected });
        }
      }
    });
  };
}
