import { RULE_DIFFERENCES } from '@polyhedral/core';
import { createTranslator, LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';

describe('Playtest-vs-SRD differences shown in the comparison boxes', () => {
  it.each(LOCALES)('every one of the %s summaries exists (both sides)', (locale) => {
    const { tData } = createTranslator(locale);
    const missing = RULE_DIFFERENCES.flatMap((difference) =>
      (['srd', 'playtest'] as const)
        .map((side) => `difference.${difference.topic}.${side}`)
        .filter((key) => tData(key) === key),
    );
    expect(missing).toEqual([]);
    expect(RULE_DIFFERENCES.length).toBe(50);
  });
});
