/**
 * checkSectionText on text a reader types (issue 48): what the section check adds to the parity
 * with `content check` (review-parity) for text the writer would refuse, and what it leaves out.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { reviewSectionData } from '../review/page/review-section-data.ts';
import { checkSectionText } from './check-section-text.ts';

const model = loadContent();
// A section with a heading of its own (not a file's intro).
const id = [...model.sections.values()].find((entry) => entry.en && entry.th && !entry.th.intro)!.th!.id;
const data = reviewSectionData(model, 'th', id)!;
const check = (markdown: string) =>
  checkSectionText({ ...data.check, translation: { markdown, depth: data.translation.depth } });

describe('checkSectionText', () => {
  it('finds nothing in the text as it is', () => {
    expect(check(data.translation.markdown)).toEqual([]);
  });

  it("says so when the text is no longer this one section (the writer's refusal)", () => {
    const renamed = data.translation.markdown.replace(`{#${id}}`, `{#${id}Renamed}`);
    expect(check(renamed).map((finding) => [finding.ruleId, finding.code, finding.line])).toContainEqual([
      'section-heading-changed',
      'content.section.heading-changed',
      1,
    ]);
    const extra = `${data.translation.markdown}\n\n### เพิ่ม {#ExtraSection}\n\nข้อความ`;
    expect(check(extra).map((finding) => finding.ruleId)).toContain('section-heading-changed');
  });

  it('takes an intro as an intro when only the check data says so', () => {
    const page = [...model.sections.values()].find(
      (entry) => entry.en?.intro && entry.en.markdown !== '' && entry.th?.markdown,
    )!;
    const intro = reviewSectionData(model, 'th', page.th!.id)!;
    const findings = checkSectionText({
      ...intro.check,
      translation: { markdown: intro.translation.markdown, depth: intro.translation.depth },
    });
    expect(findings.map((finding) => finding.ruleId)).not.toContain('section-heading-changed');
  });

  it('checks a text too large alone, and positions findings in the typed text', () => {
    const large = `${data.translation.markdown}\n\n${'ก'.repeat(30_000)}`;
    expect(check(large).map((finding) => finding.ruleId)).toEqual(['section-too-large']);
    const lines = data.translation.markdown.split('\n');
    const withChapter = [...lines, '', 'ดูบทที่ 4'].join('\n');
    expect(check(withChapter)).toContainEqual(
      expect.objectContaining({
        ruleId: 'text-printed-chapter',
        code: 'content.text.printed-chapter',
        line: lines.length + 2,
        column: 3,
        severity: 'error',
      }),
    );
  });
});
