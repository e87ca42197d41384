import type { Locale } from '@polyhedral/i18n/client';
import type { RuleTitles } from './character-page-types.ts';

/** A rule link's text and language: the rule's title, never its ID (an unknown ID as a last resort). */
export function ruleLinkText(
  rules: RuleTitles,
  ruleId: string,
  locale: Locale,
): { text: string; lang: string | undefined } {
  const rule = rules[ruleId];
  if (!rule) return { text: ruleId, lang: 'en' };
  return { text: rule.title, lang: rule.locale === locale ? undefined : rule.locale };
}
