import { describe, expect, it } from 'vitest';
import { glossText, hintWithEnglish, withTermGlosses } from './term-gloss.ts';

const link = (id: string, name: string) =>
  `<a href="/th/glossary/${id}/" class="term" data-term="${id}">${name}</a>`;
const english = (id: string) => ({ Advantage: 'Advantage', Prone: 'Prone' })[id];

describe('term glosses', () => {
  it("writes the English name in each script's own way", () => {
    expect(glossText('Advantage', 'th')).toBe(' (Advantage)');
    expect(glossText('Advantage', 'zh')).toBe('（Advantage）');
    expect(glossText('Advantage', 'zh-hant')).toBe('（Advantage）');
  });

  it('puts a gloss after each term link of a translation, none in English', () => {
    const html = `<p>${link('Advantage', 'ได้เปรียบ')} และ ${link('Prone', 'ล้มลงนอน')}</p>`;
    expect(withTermGlosses(html, 'th', english)).toBe(
      `<p>${link('Advantage', 'ได้เปรียบ')}<small class="gloss" lang="en"> (Advantage)</small> และ ${link('Prone', 'ล้มลงนอน')}<small class="gloss" lang="en"> (Prone)</small></p>`,
    );
    expect(withTermGlosses(html, 'en', english)).toBe(html);
  });

  it('leaves a term without an English name, and other links, alone', () => {
    const html = `<p>${link('Unknown', '未知')} <a href="/zh/rules/Combat/">战斗</a></p>`;
    expect(withTermGlosses(html, 'zh', english)).toBe(html);
  });

  it('adds none where the translation already writes the English name after the term, or in it', () => {
    for (const html of [
      `${link('Advantage', 'ได้เปรียบ')} (Advantage) และ`,
      `${link('Advantage', 'ได้เปรียบ')} <em>(advantages)</em>`,
      `<p>${link('Advantage', '优势')}（Advantage）</p>`,
      `${link('Advantage', 'ได้เปรียบ (Advantage)')}`,
    ]) {
      expect(withTermGlosses(html, 'th', english)).toBe(html);
    }
  });

  it('adds none inside brackets, reading the brackets of its own block only', () => {
    const inside = `<p>力量（${link('Prone', '倒地')}或其他）</p>`;
    expect(withTermGlosses(inside, 'zh', english)).toBe(inside);
    const closed = `<p>（注</p><p>${link('Prone', '倒地')}</p>`;
    expect(withTermGlosses(closed, 'zh', english)).toContain('</a><small class="gloss" lang="en">（Prone）');
  });

  it('escapes the name it writes (the one escaper, @polyhedral/markdown)', () => {
    expect(withTermGlosses(link('Advantage', '优势'), 'zh', () => 'A<b>&')).toContain('（A&lt;b&gt;&amp;）');
  });

  it("starts a translated term's hint with its English name", () => {
    expect(hintWithEnglish('คุณทอยสองครั้ง', 'Advantage', 'th')).toBe('Advantage · คุณทอยสองครั้ง');
    expect(hintWithEnglish('You roll twice', 'Advantage', 'en')).toBe('You roll twice');
  });
});
