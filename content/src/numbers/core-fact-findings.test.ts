/**
 * A translation-only section held to the core's dice (issue 98, a Low): "1D10" where the Greataxe is
 * 1d12 names the changed value, not only the letter case.
 */
import { describe, expect, it } from 'vitest';
import { unpairedNumberFindings } from './unpaired-number-findings.ts';

const GREATAXE = { names: ['Greataxe', 'ขวานใหญ่'], dice: '1d12', rule: 'Weapons (SRD 5.2)' };
const findings = (markdown: string) =>
  unpairedNumberFindings(markdown, [GREATAXE], { id: 'Example', locale: 'th' }).map((finding) => [
    finding.code,
    finding.params.found,
    finding.params.expected,
    finding.column,
  ]);

describe('a translation-only section against the core’s dice', () => {
  it('1D10 for the Greataxe’s 1d12: the changed value and the capital D, each at the dice', () => {
    const text = 'ขวานใหญ่ (Greataxe) ใช้ 1D10';
    const column = text.indexOf('1D10') + 1;
    expect(findings(text)).toEqual([
      ['content.qa.fact-dice', '1d10', '1d12', column],
      ['content.numbers.dice-case', '1D10', '1d10', column],
    ]);
  });

  it('1D12 is the right value in the wrong case: the capital D only', () => {
    expect(findings('ขวานใหญ่ (Greataxe) ใช้ 1D12').map(([code]) => code)).toEqual([
      'content.numbers.dice-case',
    ]);
  });
});
