import { describe, expect, it } from 'vitest';
import { runPlugin, where } from '../test/support/run-plugin.ts';
import { remarkTableColumns } from './remark-table-columns.ts';

describe('remarkTableColumns', () => {
  it('accepts a well-formed table (000 l.148 "คะแนน | ความหมาย")', () => {
    expect(runPlugin('| คะแนน | ความหมาย |\n|---|---|\n| 1 | ต่ำสุด |\n', remarkTableColumns).messages).toEqual(
      [],
    );
  });

  it('reports rows with too many or too few cells', () => {
    const { messages } = runPlugin('| a | b |\n|---|---|\n| 1 | 2 | 3 |\n| 4 |\n', remarkTableColumns);
    expect(where(messages)).toEqual(['test.md:3:1 table-column-count', 'test.md:4:1 table-column-count']);
    expect(messages.map((message) => message.params)).toEqual([
      { found: 3, expected: 2 },
      { found: 1, expected: 2 },
    ]);
  });
});
