/**
 * Test support: the findings of a translation of an English text, each a section "Rule" under its
 * heading, through qaSection (the QA `content check` runs).
 */
import { qaSection } from './section-qa.ts';

export function qaOfRule(locale: 'th' | 'zh', english: string, translation: string) {
  const heading = (text: string) => `## ${text} {#Rule}\n\n`;
  return qaSection({
    id: 'Rule',
    locale,
    english: { markdown: heading('Rule') + english, depth: 2 },
    translation: { markdown: heading('กฎ') + translation, depth: 2 },
  }).map(({ code, params }) => ({ code, params }));
}
