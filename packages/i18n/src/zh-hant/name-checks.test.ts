import { describe, expect, it } from 'vitest';
import { testTerm } from '../../test/support/test-term.ts';
import { glossaryTerms } from '../glossary/index.ts';
import { checkZhHantNames } from './name-checks.ts';
import { plainTaiwanConversion } from './opencc-taiwan.ts';
import { termNameZhHant } from './term-names.ts';
import type { ZhHantData } from './types.ts';
import { zhHantData, zhHantNameOverrides } from './zh-hant-data.ts';

const codes = (data: ZhHantData) =>
  checkZhHantNames(data).map(({ code, params }) => `${code} ${JSON.stringify(params)}`);

describe('zh-Hant names of the glossary', () => {
  it('gives every term exactly one zh-Hant name, each override needed and explained', () => {
    expect(checkZhHantNames(zhHantData)).toEqual([]);
  });

  it('is the override, or else the plain conversion of the zh name', () => {
    expect(termNameZhHant('DamageTypes')).toBe('傷害類型');
    expect(termNameZhHant('Constitution')).toBe('體質');
    expect(termNameZhHant('SavingThrow')).toBe('豁免檢定');
    expect(termNameZhHant('NoSuchTerm')).toBeUndefined();
    for (const { id, names } of glossaryTerms) {
      expect(termNameZhHant(id)).toBe(zhHantNameOverrides[id]?.name ?? plainTaiwanConversion(names.zh));
    }
  });
});

describe('the name checks fail on', () => {
  const base: ZhHantData = {
    terms: [testTerm('Acid', '强酸'), testTerm('Cold', '冷冻')],
    nameOverrides: {},
    wordCorrections: [],
  };

  it('an override of an unknown term, an unneeded one, one without a reason', () => {
    expect(
      codes({
        ...base,
        nameOverrides: {
          Lightning: { name: '電擊', note: 'not a term here' },
          Acid: { name: '強酸', note: 'the plain conversion already' },
          Cold: { name: '寒冷', note: ' ' },
        },
      }),
    ).toEqual([
      'zh-hant.name.unknown-term {"id":"Lightning"}',
      'zh-hant.name.unneeded-override {"id":"Acid","name":"強酸"}',
      'zh-hant.name.no-note {"id":"Cold"}',
    ]);
  });

  it('two zh-Hant names for one zh name, and one zh-Hant name for two zh names', () => {
    expect(
      codes({
        terms: [testTerm('Cold', '冷冻'), testTerm('Frost', '冷冻'), testTerm('Chill', '寒冷')],
        nameOverrides: { Frost: { name: '冰凍', note: 'test' }, Chill: { name: '冷凍', note: 'test' } },
        wordCorrections: [],
      }),
    ).toEqual([
      'zh-hant.name.not-kept {"id":"Frost","name":"冰凍","converted":"冷凍"}',
      'zh-hant.name.shared {"id":"Chill","other":"Cold","name":"冷凍"}',
    ]);
  });

  it('a zh-Hant name that brings back a rejected form', () => {
    expect(
      codes({
        terms: [testTerm('AbilityScore', '属性值', ['属性分数'])],
        nameOverrides: { AbilityScore: { name: '屬性分數', note: 'test' } },
        wordCorrections: [],
      }),
    ).toEqual([
      'zh-hant.name.has-avoided-form {"id":"AbilityScore","name":"屬性分數","form":"屬性分數","of":"AbilityScore"}',
    ]);
  });

  it('word corrections listed twice, for a term, unneeded, giving a term name or unexplained', () => {
    expect(
      codes({
        terms: [testTerm('Teleportation', '传送'), testTerm('Object', '物件')],
        nameOverrides: {},
        wordCorrections: [
          { zh: '远程', zhHant: '遠程', note: 'ranged' },
          { zh: '远程', zhHant: '遠程', note: 'ranged' },
          { zh: '传送', zhHant: '傳送', note: 'a term' },
          { zh: '发射', zhHant: '發射', note: 'OpenCC gets this right alone' },
          { zh: '对象', zhHant: '物件', note: 'gives the name of Object' },
          { zh: '类型', zhHant: '類型', note: '' },
        ],
      }),
    ).toEqual([
      'zh-hant.word.listed-twice {"zh":"远程","zhHant":"遠程"}',
      'zh-hant.word.is-a-term {"zh":"传送","zhHant":"傳送"}',
      'zh-hant.word.unneeded {"zh":"传送","zhHant":"傳送"}',
      'zh-hant.word.unneeded {"zh":"发射","zhHant":"發射"}',
      'zh-hant.word.unneeded {"zh":"对象","zhHant":"物件"}',
      'zh-hant.word.gives-a-term-name {"zh":"对象","zhHant":"物件","id":"Object"}',
      'zh-hant.word.no-note {"zh":"类型","zhHant":"類型"}',
    ]);
  });
});
