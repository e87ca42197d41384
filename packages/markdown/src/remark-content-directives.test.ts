import type { LeafDirective } from 'mdast-util-directive';
import { describe, expect, it } from 'vitest';
import { remarkContentDirectives } from './remark-content-directives.ts';
import { runPlugin, testRegistry, where } from './test-support.ts';

const run = (markdown: string) => runPlugin(markdown, remarkContentDirectives, { registry: testRegistry });

describe('remarkContentDirectives', () => {
  it('accepts a calculator and a table and records what they stand for', () => {
    const { tree, messages } = run(
      '::calc{kind="d20-test" bonus="5"}\n\n::table{id="AbilityModifiersTable"}\n',
    );
    expect(messages).toEqual([]);
    const [calc, table] = tree.children as LeafDirective[];
    expect(calc!.data?.polyhedralBlock).toEqual({
      type: 'calc',
      kind: 'd20-test',
      params: { bonus: 5 },
      ruleId: 'D20Tests',
    });
    expect(table!.data?.polyhedralBlock).toEqual({ type: 'table', id: 'AbilityModifiersTable' });
    expect(table!.data?.hProperties).toEqual({
      className: ['polyhedral-table'],
      dataTable: 'AbilityModifiersTable',
    });
  });

  it('reports unknown kinds, tables, directives and rejected parameters, and removes them', () => {
    const { tree, messages } = run(
      '::calc{kind="fireball"}\n\n::table{id="Nope"}\n\n::roller\n\n::calc{kind="dice" expression="8d"}\n\n:::note\nx\n:::\n',
    );
    expect(where(messages)).toEqual([
      'test.md:1:1 calc-unknown-kind',
      'test.md:3:1 table-unknown',
      'test.md:5:1 directive-unknown',
      'test.md:7:1 calc-invalid-params',
      'test.md:9:1 directive-unknown',
    ]);
    expect(messages[0]!.reason).toBe('Unknown calculator kind "fireball" (known: d20-test, dice)');
    expect(messages[3]!.params).toEqual({ kind: 'dice', problem: 'bad expression 8d' });
    expect(tree.children).toEqual([]);
  });

  it('requires kind / id and a top-level position', () => {
    const { messages } = run('::calc\n\n::table{name="x"}\n\n> ::table{id="AbilityModifiersTable"}\n');
    expect(where(messages)).toEqual([
      'test.md:1:1 directive-missing-attribute',
      'test.md:3:1 directive-missing-attribute',
      'test.md:5:3 directive-placement',
    ]);
  });

  it('leaves colons in prose alone (block directives only)', () => {
    const { tree, messages } = run('Ratio 3:1 at 10:30, Note:See this.\n');
    expect(messages).toEqual([]);
    expect(JSON.stringify(tree)).not.toContain('Directive');
  });
});
