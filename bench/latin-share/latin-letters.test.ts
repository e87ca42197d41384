import { describe, expect, it } from 'vitest';
import { latinLetters, mainText } from './latin-letters.ts';

describe('Latin letters in a page’s main text', () => {
  it('reads the text of <main> only, without scripts, styles or markup', () => {
    const html =
      '<header>Menu</header><main><h1>伤害</h1><script>var x="abc"</script><style>p{color:red}</style><p>掷 <b>2d6</b> &amp; Fire</p></main><footer>Site</footer>';
    expect(mainText(html)).toBe('伤害 掷 2d6 & Fire');
  });

  it('can leave out the collapsed Playtest comparisons', () => {
    const html = '<main><p>伤害</p><details class="playtest" lang="en"><p>Playtest text</p></details></main>';
    expect(mainText(html)).toBe('伤害 Playtest text');
    expect(mainText(html, { withoutPlaytest: true })).toBe('伤害');
  });

  it('leaves out dice notation and DC, AC, HP, XP, and counts the rest against every letter', () => {
    const count = latinLetters('掷 1d20 对抗 DC 15 与 AC；得到 XP 和 HP。Sneak Attack');
    // 掷对抗与得到和 = 7 CJK letters; "Sneak Attack" = 11 Latin letters.
    expect(count).toMatchObject({ latin: 11, letters: 18 });
    expect(count.share).toBeCloseTo(11 / 18);
    expect(count.words).toEqual([
      ['Attack', 1],
      ['Sneak', 1],
    ]);
  });

  it('counts Thai letters and gives 0 for a text without letters', () => {
    expect(latinLetters('ทอย d20').latin).toBe(0);
    expect(latinLetters('ทอย d20').letters).toBe(3);
    expect(latinLetters('2d6 + 3').share).toBe(0);
    expect(latinLetters('4d6kh3 1d20r1 2d6!').latin).toBe(0);
  });
});
