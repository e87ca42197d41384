import { describe, expect, it } from 'vitest';
import { zhContentFiles, zhMessageFiles } from '../../tools/zh-sources.ts';
import { zhHantConverter } from './bundled-converter.ts';
import { convertMarkdown } from './convert-markdown.ts';
import { convertMessage } from './convert-messages.ts';
import { plainTaiwanConversion } from './opencc-taiwan.ts';
import { findSecondNames, secondNamesOf } from './second-names.ts';
import { zhHantData, zhHantNameOverrides } from './zh-hant-data.ts';

describe('no term with two names', () => {
  it('watches the plain conversion of every overridden term', () => {
    const overridden = zhHantData.terms
      .filter((term) => term.id in zhHantNameOverrides)
      .map((term) => term.id);
    expect(secondNamesOf(zhHantData, zhHantConverter()).map(({ termId }) => termId)).toEqual(overridden);
  });

  it('finds 0 terms with two names in the converted content', () => {
    const findings = zhContentFiles().flatMap(({ file, text }) =>
      findSecondNames(file, text, convertMarkdown(text)),
    );
    expect(findings).toEqual([]);
  });

  it('finds 0 terms with two names in the converted UI strings', () => {
    const findings = zhMessageFiles().flatMap(({ file, messages }) =>
      Object.entries(messages).flatMap(([key, message]) =>
        findSecondNames(`${file} ${key}`, message, convertMessage(message)),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('reports the wrong form put back, with its file, line and column', () => {
    const { file, text } = zhContentFiles().find(({ text }) => text.includes('伤害类型'))!;
    const converted = convertMarkdown(text);
    const at = converted.indexOf('傷害類型');
    const broken = `${converted.slice(0, at)}傷害型別${converted.slice(at + '傷害類型'.length)}`;
    const before = converted.slice(0, at);
    expect(findSecondNames(file, text, broken)).toEqual([
      {
        file,
        line: before.split('\n').length,
        column: at - before.lastIndexOf('\n'),
        termId: 'DamageTypes',
        found: '傷害型別',
        name: '傷害類型',
      },
    ]);
  });

  it('reports a plain conversion of the whole text (no glossary names applied)', () => {
    const text = '## 搜索 {#Search}\n\n当你执行搜索动作时，进行一次检定。冒险者的行进队列。';
    expect(
      findSecondNames('test.md', text, plainTaiwanConversion(text)).map(
        ({ line, column, termId, found }) => `${line}:${column} ${termId} ${found}`,
      ),
    ).toEqual(['1:4 SearchAction 搜尋', '3:5 SearchAction 搜尋', '3:22 MarchingOrder 行進佇列']);
  });

  it('leaves the plain form where the zh text has another word: 搜寻 is 搜尋', () => {
    const text = '一个冒险者可能在搜寻一个宝箱，另一个执行搜索动作。';
    expect(convertMarkdown(text)).toBe('一個冒險者可能在搜尋一個寶箱，另一個執行搜索動作。');
    expect(findSecondNames('test.md', text, convertMarkdown(text))).toEqual([]);
  });
});
