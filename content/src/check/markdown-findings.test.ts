/**
 * markdownFindings keeps its findings by text and known IDs (a test run and the workbench check
 * the same texts many times): a kept answer must never hide what a changed text or a changed set
 * of known rule IDs finds.
 */
import { describe, expect, it } from 'vitest';
import { markdownFindings } from './markdown-findings.ts';

const TEXT = '# Resting {#Resting}\n\nSee [Hit Points](rule:HitPoints).';

describe('markdownFindings, asked again', () => {
  it('finds the same for the same text and IDs, and a copy the caller may change', () => {
    const options = { knownRuleIds: new Set(['Resting']), knownTermIds: undefined };
    const first = markdownFindings(TEXT, 'en', options);
    expect(first.map((finding) => finding.code)).toEqual(['content.link.unknown-rule']);
    first[0]!.line = 99;
    const again = markdownFindings(TEXT, 'en', { ...options, knownRuleIds: new Set(['Resting']) });
    expect(again.map((finding) => [finding.code, finding.line])).toEqual([['content.link.unknown-rule', 3]]);
  });

  it('answers for the known rule IDs it is given, not those of an earlier check', () => {
    expect(
      markdownFindings(TEXT, 'en', { knownRuleIds: new Set(['Resting']), knownTermIds: undefined }),
    ).toHaveLength(1);
    expect(
      markdownFindings(TEXT, 'en', {
        knownRuleIds: new Set(['Resting', 'HitPoints']),
        knownTermIds: undefined,
      }),
    ).toEqual([]);
  });

  it('answers for the text it is given: a link put right is no longer found', () => {
    const options = { knownRuleIds: new Set(['Resting', 'HitPoints']), knownTermIds: undefined };
    expect(markdownFindings(TEXT.replace('HitPoints', 'HitPoint'), 'en', options)).toHaveLength(1);
    expect(markdownFindings(TEXT, 'en', options)).toEqual([]);
  });
});
