/**
 * Test helpers: run one plugin on a Markdown string and a fixed DirectiveRegistry with two
 * calculator kinds and one table, so directive tests do not depend on the core's data.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { type Plugin, unified } from 'unified';
import { VFile } from 'vfile';
import type { PolyhedralMessage } from '../../src/messages.ts';
import { remarkBlockDirectives } from '../../src/remark-block-directives.ts';
import type { DirectiveRegistry } from '../../src/types.ts';

export function runPlugin<Options extends unknown[]>(
  markdown: string,
  plugin: Plugin<Options, Root>,
  ...options: Options
): { tree: Root; messages: PolyhedralMessage[] } {
  const file = new VFile({ value: markdown, path: 'test.md' });
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkBlockDirectives)
    .use(plugin, ...options);
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return { tree, messages: file.messages as PolyhedralMessage[] };
}

/** `file:line:column ruleId` of each message, for compact assertions. */
export function where(messages: readonly PolyhedralMessage[]): string[] {
  return messages.map((message) => `${message.file}:${message.line}:${message.column} ${message.ruleId}`);
}

export const testRegistry: DirectiveRegistry = {
  calculatorKinds: () => ['d20-test', 'dice'],
  calculatorRuleId: (kind) => ({ 'd20-test': 'D20Tests', dice: 'DiceNotation' })[kind],
  checkCalculatorParams(kind, params) {
    if (kind === 'dice' && params.expression !== undefined && !/^\d*d\d+$/.test(params.expression)) {
      return { ok: false, problem: `bad expression ${params.expression}` };
    }
    const unknown = Object.keys(params).filter((key) => !['bonus', 'target', 'expression'].includes(key));
    if (unknown.length > 0) return { ok: false, problem: `unknown parameter ${unknown[0]}` };
    return { ok: true, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Number(v)])) };
  },
  hasTable: (id) => id === 'AbilityModifiersTable',
};
