import { describe, expect, it } from 'vitest';
import { zhContentFiles, zhMessageFiles } from '../../tools/zh-sources.ts';
import { createZhHantConverter } from './create-converter.ts';
import { findWordsAsTermNames } from './words-as-term-names.ts';
import { zhHantData } from './zh-hant-data.ts';

describe('no word becomes a term name in zh-Hant', () => {
  it('finds none in the content', () => {
    expect(zhContentFiles().flatMap(({ file, text }) => findWordsAsTermNames(file, text))).toEqual([]);
  });

  it('finds none in the UI strings', () => {
    const findings = zhMessageFiles().flatMap(({ file, messages }) =>
      Object.entries(messages).flatMap(([key, message]) => findWordsAsTermNames(`${file} ${key}`, message)),
    );
    expect(findings).toEqual([]);
  });

  it('reports one where a correction is missing: 对象 would become 物件, the name of Object', () => {
    const withoutCorrection = createZhHantConverter({
      ...zhHantData,
      wordCorrections: zhHantData.wordCorrections.filter((word) => word.zh !== '对象'),
    });
    expect(findWordsAsTermNames('test.md', '# 问题\n\n如果有，对象是谁？', withoutCorrection)).toEqual([
      { file: 'test.md', line: 3, column: 5, termId: 'Object', name: '物件', simplified: '对象' },
    ]);
  });
});
