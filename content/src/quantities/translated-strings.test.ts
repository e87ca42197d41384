/**
 * `content check` reads the glossary (issue 98): a definition the hand-back import refuses
 * (`<script>` in definitions.th.json, a Low of the issue: the check and the build took it, it
 * rendered as text) is refused at its file:line:column, and so is a definition or a name whose
 * quantity changed (a DC, "reduces" written "increases", "two d20s" written three), each with the
 * English quantity and the translated one. The files are the repository's layout in a temporary
 * folder: `<root>/../packages/i18n/src/glossary/`.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatedStringDiagnostics } from './translated-strings.ts';

const ENGLISH = {
  Advantage: 'When a D20 Test has Advantage, roll two d20s and use the higher roll.',
  ExhaustionCondition: 'Each level reduces Speed by 5 feet; a DC 10 Constitution save ends it.',
};
const THAI = {
  Advantage: 'เมื่อการทอยทดสอบ D20 ได้เปรียบ ให้ทอย d20 สองลูกและใช้ค่าที่สูงกว่า',
  ExhaustionCondition: 'แต่ละระดับลดระยะเคลื่อนที่ 5 ฟุต การทอยป้องกันความอดทน DC 10 ทำให้หมดไป',
};

function glossaryRoot(th: Record<string, string>): string {
  const top = mkdtempSync(path.join(tmpdir(), 'polyhedral-glossary-check-'));
  const root = path.join(top, 'content');
  const glossary = path.join(top, 'packages', 'i18n', 'src', 'glossary');
  mkdirSync(root);
  mkdirSync(glossary, { recursive: true });
  const write = (name: string, value: unknown) =>
    writeFileSync(path.join(glossary, name), `${JSON.stringify(value, null, 2)}\n`);
  write('definitions.en.json', ENGLISH);
  write('definitions.th.json', th);
  write('definitions.zh.json', {});
  write('terms.json', [{ id: 'Advantage', names: { en: 'Advantage', th: 'การได้เปรียบ', zh: '优势' } }]);
  return root;
}

const found = (th: Record<string, string>) =>
  translatedStringDiagnostics(glossaryRoot(th), {}, false).map((diagnostic) => [
    `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`,
    diagnostic.ruleId,
    diagnostic.params.expected ?? diagnostic.params.problem,
    diagnostic.params.found,
  ]);

const FILE = '../packages/i18n/src/glossary/definitions.th.json';

describe('content check reads the glossary', () => {
  it('finds nothing in definitions that say what the English says', () => {
    expect(found(THAI)).toEqual([]);
  });

  it('refuses <script> in a definition, as the import does, at its line', () => {
    const th = { ...THAI, Advantage: `<script>alert(1)</script>${THAI.Advantage}` };
    expect(found(th)).toEqual([[`${FILE}:2:17`, 'glossary-refused', 'markup', undefined]]);
  });

  it('refuses a changed DC, direction and count at their column, with both quantities', () => {
    const th = {
      Advantage: THAI.Advantage.replace('สองลูก', 'สามลูก'),
      ExhaustionCondition: THAI.ExhaustionCondition.replace('DC 10', 'DC 11').replace('ลด', 'เพิ่ม'),
    };
    // The value starts after the indent, the quoted key, `: "`.
    const column = (key: keyof typeof THAI, text: string) => key.length + 8 + th[key].indexOf(text);
    expect(found(th)).toEqual([
      [`${FILE}:2:${column('Advantage', 'สาม')}`, 'quantities-changed', 'two', 'สาม'],
      [`${FILE}:3:${column('ExhaustionCondition', '11')}`, 'qa-number-changed', '10', '11'],
    ]);
  });
});
