import type { DiceNode } from '../ast.ts';
import { DiceEvaluationError, DiceLimitError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';

const BINARY_OPS: ReadonlySet<unknown> = new Set(['+', '-', '*', '/']);
const COMPARE_OPS: ReadonlySet<unknown> = new Set(['<', '<=', '>', '>=', '=']);
const FACE_KINDS: ReadonlySet<unknown> = new Set(['standard', 'fate', 'custom']);
const KEEP_MODES: ReadonlySet<unknown> = new Set(['kh', 'kl', 'dh', 'dl']);
const FUNCTIONS: ReadonlySet<unknown> = new Set(['floor', 'ceil', 'round', 'abs']);
const EXPLODE_STYLES: ReadonlySet<unknown> = new Set([undefined, 'compound', 'penetrate']);

/** A label is text without `]` (it could not be written back as `[text]`). */
function checkAnnotation(node: Record<string, unknown>): void {
  const a = node.annotation;
  if (a !== undefined && (typeof a !== 'string' || a.includes(']'))) invalid('annotation');
}

function invalid(found: string): never {
  throw new DiceEvaluationError('dice.eval.invalid-tree', { found });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A dice group's parts a hand-built tree may get wrong: faces, modifiers and keep/drop. */
function checkDiceGroup(node: Record<string, unknown>): void {
  const faces = node.faces;
  if (!isRecord(faces) || !FACE_KINDS.has(faces.kind))
    invalid(`faces ${String(isRecord(faces) ? faces.kind : faces)}`);
  if (faces.kind === 'custom' && !Array.isArray(faces.faces)) invalid('custom faces');
  if (!Array.isArray(node.modifiers)) invalid('modifiers');
  for (const m of node.modifiers as unknown[]) {
    if (!isRecord(m)) invalid('modifier');
    if (m.type === 'min' || m.type === 'max') continue;
    if (
      (m.type !== 'reroll' && m.type !== 'explode' && m.type !== 'reroll-add') ||
      !isRecord(m.when) ||
      !COMPARE_OPS.has(m.when.op)
    )
      invalid(`modifier ${String(m.type)}`);
    if (m.type === 'explode' && !EXPLODE_STYLES.has(m.style)) invalid(`explode ${String(m.style)}`);
  }
  const critical = node.critical;
  if (critical !== undefined) {
    if (!isRecord(critical)) invalid('critical');
    for (const point of [critical.success, critical.failure])
      if (point !== undefined && (!isRecord(point) || !COMPARE_OPS.has(point.op))) invalid('critical');
  }
  if (node.keep !== null && (!isRecord(node.keep) || !KEEP_MODES.has(node.keep.mode)))
    invalid(`keep ${String(isRecord(node.keep) ? node.keep.mode : node.keep)}`);
}

/**
 * Checks a tree before any recursive step walks it, without recursion: at most DICE_LIMITS.maxDepth
 * levels (`dice.limit.too-deep`) and only the node kinds and operators of src/ast.ts
 * (`dice.eval.invalid-tree`). Parsed trees always pass; hand-built ones may not.
 */
export function validateTree(root: DiceNode): void {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > DICE_LIMITS.maxDepth)
      throw new DiceLimitError('dice.limit.too-deep', DICE_LIMITS.maxDepth, depth);
    if (!isRecord(node)) invalid(String(node));
    checkAnnotation(node);
    switch (node.type) {
      case 'number':
        if (typeof node.value !== 'number') invalid('number value');
        break;
      case 'dice':
        checkDiceGroup(node);
        break;
      case 'group':
        if (node.fn !== undefined && !FUNCTIONS.has(node.fn)) invalid(`function ${String(node.fn)}`);
        stack.push([node.inner, depth + 1]);
        break;
      case 'unary':
        if (node.op !== '-') invalid(`unary ${String(node.op)}`);
        stack.push([node.operand, depth + 1]);
        break;
      case 'binary':
      case 'compare':
        if (!(node.type === 'binary' ? BINARY_OPS : COMPARE_OPS).has(node.op))
          invalid(`${node.type} ${String(node.op)}`);
        stack.push([node.left, depth + 1], [node.right, depth + 1]);
        break;
      default:
        invalid(`node ${String(node.type)}`);
    }
  }
}
