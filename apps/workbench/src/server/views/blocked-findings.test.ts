/**
 * Why Mark reviewed refused: the findings of content's review gate quoted at their section lines
 * (a front matter finding as such), with the rule ID and the message in the interface language.
 */
import { type Diagnostic, loadContent } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { pickDraft } from '../../../tests/pick-sections.ts';
import { blockedFindings } from './blocked-findings.ts';

const model = loadContent();
const { id, file } = pickDraft(model, 'th');
const heading = model.sections.get(id)!.th!.position.line;
const finding = (line: number): Diagnostic => ({
  file,
  line,
  column: 7,
  severity: 'error',
  ruleId: 'qa-number-changed',
  code: 'content.qa.number-changed',
  params: { id, locale: 'th', found: '3', expected: '2' },
  message: '',
});

describe('blockedFindings', () => {
  it('quotes each finding at its section line, in the interface language', () => {
    const problem = blockedFindings(model, 'th', id, [finding(heading + 1), finding(1)], 'th');
    expect(problem.code).toBe('workbench.refused.qa-errors');
    expect(problem.params?.count).toBe(2);
    const [first, second] = String(problem.params?.findings).split('; ');
    expect(first).toMatch(/^2:7 qa-number-changed หัวข้อ ".+" \(th\) มีตัวเลข 3 ตรงนี้ แต่ต้นฉบับภาษาอังกฤษเป็น 2/);
    expect(second).toMatch(/^ส่วนหัวของไฟล์ \(front matter\) qa-number-changed /);
  });
});
