import { describe, expect, it } from 'vitest';
import { checkedCharacters, MISSING_GLYPH_FAMILY, withoutBoxFace } from './missing-glyphs.ts';

describe('typed characters the device may not draw', () => {
  it('asks about Han and Thai letters once each, not Latin, digits or Thai marks alone', () => {
    // 赤红巨龙 (red dragon), มาลี (a Thai name: ี is a mark), "Ogre 2".
    expect(checkedCharacters(['赤红巨龙', 'มาลี', 'Ogre 2', '红'])).toEqual([
      '赤',
      '红',
      '巨',
      '龙',
      'ม',
      'า',
      'ล',
    ]);
  });

  it('checks the stack without the box face (once added it would draw every asked character)', () => {
    const stack = `"Noto Sans SC Page", "Noto Sans SC", sans-serif, "${MISSING_GLYPH_FAMILY}"`;
    expect(withoutBoxFace(stack)).toBe('"Noto Sans SC Page", "Noto Sans SC", sans-serif');
  });
});
