// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readPageEnglish } from './english-data.ts';
import { showAllEnglish, toggleBlockEnglish } from './english-view.ts';

/** A translated section with a heading, a paragraph and a core table (as CoreTable.astro writes it). */
function page(): { bar: HTMLElement; holder: HTMLElement } {
  document.body.innerHTML = `
    <div data-reading-bar data-failed="无法加载英文原文。" data-changed="有改动："></div>
    <section class="rule-section" data-section="DifficultyClass">
      <h2>难度等级</h2>
      <p>典型难度等级表。</p>
      <div data-b><div class="core-table" lang="zh-CN"><table>
        <thead><tr><th scope="col">任务难度</th><th scope="col">DC</th></tr></thead>
        <tbody><tr><th scope="row">非常容易</th><td>5</td></tr><tr><th scope="row">容易</th><td>10</td></tr></tbody>
      </table><p class="core-table-note">注。</p></div></div>
    </section>`;
  return { bar: document.querySelector('[data-reading-bar]')!, holder: document.querySelector('[data-b]')! };
}

const english = readPageEnglish({
  sections: [
    {
      id: 'DifficultyClass',
      en: [[0], [1], [2]],
      blocks: [
        ['heading', 'Difficulty Class'],
        ['paragraph', 'The Typical Difficulty Classes table.'],
        ['table', 'Task Difficulty | DC\nVery easy | 5\nEasy | 10', 'A note.'],
      ],
    },
  ],
});

describe('the English view of a core table (issue 102)', () => {
  it('puts an English row under each row, header first, in its cell kinds, and the note’s English under the note', async () => {
    const { bar, holder } = page();
    await showAllEnglish(bar, Promise.resolve(english));
    const rows = [...holder.querySelectorAll('tr')].map((row) =>
      [...row.cells].map((cell) => `${cell.tagName}:${cell.textContent}`).join(' '),
    );
    expect(rows).toEqual([
      'TH:任务难度 TH:DC',
      'TH:Task Difficulty TH:DC',
      'TH:非常容易 TD:5',
      'TH:Very easy TD:5',
      'TH:容易 TD:10',
      'TH:Easy TD:10',
    ]);
    expect(holder.querySelectorAll('tr.english-row[lang="en"]')).toHaveLength(3);
    expect(holder.querySelector('.core-table-note + .english-block')?.textContent).toBe('A note.');
    expect(document.querySelector('.reading-bar__status')).toBeNull();
  });

  it('shows none when the rows do not match the English lines', async () => {
    const { bar, holder } = page();
    const short = readPageEnglish({
      sections: [
        { id: 'DifficultyClass', en: [[0], [1], [2]], blocks: [null, null, ['table', 'Only | one']] },
      ],
    });
    await showAllEnglish(bar, Promise.resolve(short));
    expect(holder.querySelectorAll('.english-block')).toHaveLength(0);
  });

  it('a tap on the table reveals all its English rows at once; a second tap hides them', async () => {
    const { bar, holder } = page();
    await toggleBlockEnglish(holder, bar, Promise.resolve(english));
    expect(holder.querySelectorAll('.english-block--revealed')).toHaveLength(4);
    await toggleBlockEnglish(holder, bar, Promise.resolve(english));
    expect(holder.querySelectorAll('.english-block--revealed')).toHaveLength(0);
  });

  it('writes the bar’s own failure message when the English cannot be had', async () => {
    const { bar } = page();
    await showAllEnglish(bar, Promise.reject(new Error('offline')));
    expect(document.querySelector('.reading-bar__status')?.textContent).toBe('无法加载英文原文。');
  });

  it('a heading that carries its English shows no English block; one that does not shows it', async () => {
    const { bar } = page();
    document.querySelector('h2')!.textContent = 'การทอยป้องกัน (Saving Throws)';
    await showAllEnglish(
      bar,
      Promise.resolve(
        readPageEnglish({
          sections: [
            {
              id: 'DifficultyClass',
              en: [[0], [1], [2]],
              blocks: [['heading', 'Saving Throw'], ['paragraph', 'Text.'], null],
            },
          ],
        }),
      ),
    );
    expect(document.querySelector('h2 + .english-block')).toBeNull();
    expect(document.querySelector('p + .english-block')?.textContent).toBe('Text.');
  });
});
