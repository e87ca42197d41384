// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageEnglish } from './english-data.ts';
import { showAllEnglish, toggleBlockEnglish } from './english-view.ts';

const NOTE = 'ไม่มีต้นฉบับภาษาอังกฤษ: ข้อความนี้มีเฉพาะในฉบับภาษาไทย';
const OFFLINE = 'คุณออฟไลน์อยู่ และต้นฉบับภาษาอังกฤษของหน้านี้ยังไม่อยู่ในอุปกรณ์นี้';

/** A Thai page: an aligned section whose second paragraph is `{en-none}` and whose list item is too, and a translation-only section. */
function page(): HTMLElement {
  document.documentElement.lang = 'th';
  document.body.innerHTML = `
    <div data-reading-bar data-failed="โหลดไม่ได้" data-offline="${OFFLINE}" data-changed="แก้ไข:" data-no-english="${NOTE}"></div>
    <section class="rule-section" data-section="PlayingtheGame">
      <h2>การเล่นเกม</h2>
      <p>ย่อหน้าจากต้นฉบับภาษาไทย</p>
      <p>ย่อหน้าที่แปล</p>
      <ul><li>รายการจากต้นฉบับภาษาไทย</li></ul>
    </section>
    <section class="rule-section" data-section="WhatWouldYourCharacterDo">
      <h3>ตัวละครของคุณจะทำอะไร</h3>
      <p>ข้อความเฉพาะฉบับภาษาไทย</p>
    </section>
    <section class="rule-section" data-section="Fallback"><h3>English only</h3><p>Shown in English.</p></section>`;
  return document.querySelector('[data-reading-bar]')!;
}

const english = readPageEnglish({
  sections: [
    {
      id: 'PlayingtheGame',
      en: [[0], [], [1], []],
      blocks: [
        ['heading', 'Playing the Game'],
        ['paragraph', 'A translated paragraph.'],
      ],
      none: [1, 3],
    },
  ],
  only: ['WhatWouldYourCharacterDo'],
});

afterEach(() => vi.unstubAllGlobals());

describe('text with no English original (issue 102, L13)', () => {
  it('puts the note, in the page’s language, in the place of each {en-none} block and under a translation-only section’s heading', async () => {
    const bar = page();
    await showAllEnglish(bar, Promise.resolve(english));
    const notes = [...document.querySelectorAll<HTMLElement>('.english-block--none')];
    expect(notes.map((note) => note.previousElementSibling?.textContent)).toEqual([
      'ย่อหน้าจากต้นฉบับภาษาไทย',
      'รายการจากต้นฉบับภาษาไทย',
      'ตัวละครของคุณจะทำอะไร',
    ]);
    for (const note of notes) {
      expect(note.textContent).toBe(NOTE);
      expect(note.lang).toBe('th');
      expect(note.getAttribute('role')).toBe('note');
    }
    // The English blocks stay English; the translated paragraph has its English, not the note.
    expect(document.querySelector('p + .english-block:not(.english-block--none)')?.getAttribute('lang')).toBe(
      'en',
    );
    expect(
      document.querySelector('[data-section="Fallback"] .english-block'),
      'a section in neither list gets nothing',
    ).toBeNull();
  });

  it('a second showing adds no second note', async () => {
    const bar = page();
    await showAllEnglish(bar, Promise.resolve(english));
    await showAllEnglish(bar, Promise.resolve(english));
    expect(document.querySelectorAll('.english-block--none')).toHaveLength(3);
  });

  it('a tap (phone, view off) on a block of a translation-only section reveals its note; a second tap hides it', async () => {
    const bar = page();
    const paragraph = document.querySelector<HTMLElement>('[data-section="WhatWouldYourCharacterDo"] p')!;
    await toggleBlockEnglish(paragraph, bar, Promise.resolve(english));
    expect(document.querySelectorAll('.english-block--revealed')).toHaveLength(1);
    expect(document.querySelector('.english-block--revealed')?.textContent).toBe(NOTE);
    await toggleBlockEnglish(paragraph, bar, Promise.resolve(english));
    expect(document.querySelectorAll('.english-block--revealed')).toHaveLength(0);
  });

  it('writes no note when the page carries no note text (a page with no such text)', async () => {
    const bar = page();
    delete bar.dataset.noEnglish;
    await showAllEnglish(bar, Promise.resolve(english));
    expect(document.querySelectorAll('.english-block--none')).toHaveLength(0);
  });
});

describe('offline, a page whose English is not on the device (issue 102, L15)', () => {
  it('says so, not "check the connection", when the browser is offline', async () => {
    const bar = page();
    vi.stubGlobal('navigator', { onLine: false });
    await showAllEnglish(bar, Promise.reject(new TypeError('Failed to fetch')));
    expect(document.querySelector('.reading-bar__status')?.textContent).toBe(OFFLINE);
  });

  it('online, a failure still says to check the connection', async () => {
    const bar = page();
    vi.stubGlobal('navigator', { onLine: true });
    await showAllEnglish(bar, Promise.reject(new Error('503')));
    expect(document.querySelector('.reading-bar__status')?.textContent).toBe('โหลดไม่ได้');
  });
});
