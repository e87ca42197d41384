import { describe, expect, it } from 'vitest';
import { isThaiCharacter } from './font-faces.ts';
import { codePoints } from './font-subsets.ts';
import { menuNameOnly } from './menu-name.ts';

const face = { covers: isThaiCharacter, menuName: { text: 'ไทย', lang: 'th' } };
const cut = { menuName: { file: { codes: new Set(codePoints('ไทย', isThaiCharacter)) } } };

describe("menuNameOnly (a page that shows no Thai but the language menu's ไทย)", () => {
  it('takes the small file on an English or Chinese page whose only Thai is the menu name', () => {
    expect(menuNameOnly(face, cut, { lang: 'en', all: 'Damage and Healing English ไทย 简体中文' })).toBe(
      true,
    );
    expect(menuNameOnly(face, cut, { lang: 'zh-CN', all: '伤害与治疗' })).toBe(true);
  });

  it('takes the whole face where other Thai can show: a Thai page, Thai text anywhere in the page', () => {
    expect(menuNameOnly(face, cut, { lang: 'th', all: 'ไทย' })).toBe(false);
    // An English redirect page naming the Thai page it moves to.
    expect(menuNameOnly(face, cut, { lang: 'en', all: 'Moving to เป็นผู้เล่นหรือ DM? ไทย' })).toBe(false);
  });

  it('is never true for a face without a menu name', () => {
    expect(menuNameOnly({ covers: isThaiCharacter }, {}, { lang: 'en', all: 'ไทย' })).toBe(false);
  });
});
