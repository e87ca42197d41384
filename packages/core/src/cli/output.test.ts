import { describe, expect, it } from 'vitest';
import { tableLabels } from './labels.ts';

describe('table labels', () => {
  it('labels read in the --locale language, English where a translation lacks one', () => {
    expect(tableLabels('th')['table.proficiency-bonus.title']).toBe('ค่าโบนัสความเชี่ยวชาญ');
    expect(tableLabels('en')['table.proficiency-bonus.title']).toBe('Proficiency Bonus');
    expect(Object.keys(tableLabels('zh'))).toEqual(expect.arrayContaining(Object.keys(tableLabels('en'))));
  });
});
