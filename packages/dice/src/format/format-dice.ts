import type { ComparePoint, DiceNode, DieFaces, DieModifier } from '../ast.ts';
import { validateTree } from '../evaluate/validate-tree.ts';

/**
 * Canonical notation of an AST: lower-case, `d%` as `d100`, `k` as `kh1`, modifiers in evaluation
 * order, one space around binary operators. Parsing it gives the same AST whenever it fits
 * DICE_LIMITS.maxInputLength (else `dice.limit.input-too-long`, never another tree).
 */
export function formatDice(node: DiceNode): string {
  validateTree(node);
  return formatNode(node);
}

function formatNode(node: DiceNode): string {
  switch (node.type) {
    case 'number':
      return labelled(String(node.value), node.annotation);
    case 'group':
      return labelled(`${node.fn ?? ''}(${formatNode(node.inner)})`, node.annotation);
    case 'unary':
      return `-${wrap(node.operand, precedence(node))}`;
    case 'dice':
      return labelled(formatDiceGroup(node), node.annotation);
    case 'binary':
    case 'compare':
      return `${wrap(node.left, precedence(node))} ${node.op} ${wrap(node.right, precedence(node) + 1)}`;
  }
}

/** Hand-built trees may lack group nodes: parenthesize where the parser would read it differently. */
function wrap(node: DiceNode, minPrecedence: number): string {
  const text = formatNode(node);
  return precedence(node) < minPrecedence ? `(${text})` : text;
}

function precedence(node: DiceNode): number {
  if (node.type === 'compare') return 0;
  if (node.type === 'binary') return node.op === '+' || node.op === '-' ? 1 : 2;
  if (node.type === 'unary') return 3;
  return 4;
}

/** A label after its term: `8d6[fire]`. */
function labelled(text: string, annotation: string | undefined): string {
  return annotation === undefined || annotation === '' ? text : `${text}[${annotation}]`;
}

/** A group's dice and modifiers, without its label (the roll breakdown's notation). */
export function formatDiceGroup(node: Extract<DiceNode, { type: 'dice' }>): string {
  let text = `${node.count}d${formatFaces(node.faces)}`;
  for (const m of node.modifiers) text += formatModifier(m, node.faces);
  if (node.keep !== null) text += `${node.keep.mode}${node.keep.count}`;
  if (node.critical?.success) text += `cs${formatPoint(node.critical.success)}`;
  if (node.critical?.failure) text += `cf${formatPoint(node.critical.failure)}`;
  return text;
}

function formatFaces(faces: DieFaces): string {
  if (faces.kind === 'standard') return String(faces.sides);
  if (faces.kind === 'fate') return 'F';
  return `{${faces.faces.join(',')}}`;
}

function formatModifier(m: DieModifier, faces: DieFaces): string {
  switch (m.type) {
    case 'reroll':
      return `${m.once ? 'ro' : 'r'}${formatPoint(m.when)}`;
    case 'explode': {
      const mark = m.style === 'compound' ? '!!' : m.style === 'penetrate' ? '!p' : '!';
      return m.when.op === '=' && m.when.value === highestFace(faces)
        ? mark
        : `${mark}${formatPoint(m.when)}`;
    }
    case 'reroll-add':
      return `ra${formatPoint(m.when)}`;
    case 'min':
      return `mi${m.value}`;
    case 'max':
      return `ma${m.value}`;
  }
}

function formatPoint(point: ComparePoint): string {
  return `${point.op}${point.value}`;
}

function highestFace(faces: DieFaces): number {
  if (faces.kind === 'standard') return faces.sides;
  if (faces.kind === 'fate') return 1;
  return Math.max(...faces.faces);
}
