/**
 * `::calc{kind="d20-test" bonus="5"}` and `::table{id="AbilityModifiersTable"}`, checked against the
 * core: a valid one gets `data.polyhedralBlock` (an empty placeholder); an invalid one is reported
 * and removed.
 */
import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { coreDirectiveRegistry } from './core-registry.ts';
import { reportProblem } from './messages.ts';
import type { DirectiveBlock, DirectiveParams, DirectiveRegistry } from './types.ts';

export interface ContentDirectivesOptions {
  /** Where calculator kinds and table IDs come from (default: @polyhedral/core). */
  registry?: DirectiveRegistry;
}

type AnyDirective = ContainerDirective | LeafDirective | TextDirective;

const KNOWN = new Set(['calc', 'table']);

function attributesOf(node: AnyDirective): DirectiveParams {
  const params: DirectiveParams = {};
  for (const [key, value] of Object.entries(node.attributes ?? {})) {
    if (typeof value === 'string') params[key] = value;
  }
  return params;
}

function blockOf(node: LeafDirective, file: VFile, registry: DirectiveRegistry): DirectiveBlock | null {
  const attributes = attributesOf(node);
  if (node.name === 'table') {
    const id = attributes.id;
    if (!id) {
      reportProblem(file, node, 'content.directive.missing-attribute', { name: 'table', attribute: 'id' });
      return null;
    }
    if (!registry.hasTable(id)) {
      reportProblem(file, node, 'content.table.unknown', { id });
      return null;
    }
    return { type: 'table', id };
  }
  const { kind, ...params } = attributes;
  if (!kind) {
    reportProblem(file, node, 'content.directive.missing-attribute', { name: 'calc', attribute: 'kind' });
    return null;
  }
  const ruleId = registry.calculatorRuleId(kind);
  if (ruleId === undefined) {
    reportProblem(file, node, 'content.calc.unknown-kind', {
      kind,
      known: registry.calculatorKinds().join(', '),
    });
    return null;
  }
  const check = registry.checkCalculatorParams(kind, params);
  if (!check.ok) {
    reportProblem(file, node, 'content.calc.invalid-params', { kind, problem: check.problem });
    return null;
  }
  return { type: 'calc', kind, params: check.params, ruleId };
}

function placeholder(node: LeafDirective, block: DirectiveBlock): void {
  node.children = [];
  node.data = {
    ...node.data,
    polyhedralBlock: block,
    hName: 'div',
    hProperties: {
      ...(block.type === 'calc'
        ? { className: ['polyhedral-calc'], dataKind: block.kind, dataParams: JSON.stringify(block.params) }
        : { className: ['polyhedral-table'], dataTable: block.id }),
      // Kept: the block's index (remarkBlockIndexes ran before).
      ...node.data?.hProperties,
    },
  };
}

export function remarkContentDirectives(options: ContentDirectivesOptions = {}) {
  const registry = options.registry ?? coreDirectiveRegistry;
  return (tree: Root, file: VFile): undefined => {
    visit(tree, (node, index, parent) => {
      if (
        node.type !== 'leafDirective' &&
        node.type !== 'containerDirective' &&
        node.type !== 'textDirective'
      ) {
        return;
      }
      const remove = (): [typeof SKIP, number] | undefined => {
        if (parent === undefined || index === undefined) return undefined;
        parent.children.splice(index, 1);
        return [SKIP, index];
      };
      if (!KNOWN.has(node.name)) {
        reportProblem(file, node, 'content.directive.unknown', { name: node.name });
        return remove();
      }
      if (node.type !== 'leafDirective' || parent?.type !== 'root') {
        reportProblem(file, node, 'content.directive.placement', { name: node.name });
        return remove();
      }
      const block = blockOf(node, file, registry);
      if (block === null) return remove();
      placeholder(node, block);
      return SKIP;
    });
  };
}
