/**
 * Raw HTML is refused: every `html` node is reported (`html-raw`) and removed, so it never
 * reaches the page.
 */
import type { Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { reportProblem } from './messages.ts';

const SHOWN_LENGTH = 40;

export function remarkNoHtml() {
  return (tree: Root, file: VFile): undefined => {
    visit(tree, 'html', (node, index, parent) => {
      const flat = node.value.replace(/\s+/g, ' ').trim();
      const html = flat.length > SHOWN_LENGTH ? `${flat.slice(0, SHOWN_LENGTH)}…` : flat;
      reportProblem(file, node, 'content.html.raw', { html });
      if (parent === undefined || index === undefined) return;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}
