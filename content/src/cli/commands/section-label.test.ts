/** The import's section names (issue 71's Low list: "สิ่งกำบัง (Cover) (Cover)"). */
import { describe, expect, it } from 'vitest';
import { sectionLabel } from './section-label.ts';

describe('sectionLabel', () => {
  it('names a section by its title and its rule ID', () => {
    expect(sectionLabel('การทอยทดสอบ D20 แบบต่าง ๆ', 'D20Tests')).toBe('การทอยทดสอบ D20 แบบต่าง ๆ (D20Tests)');
    expect(sectionLabel('掩护', 'Cover')).toBe('掩护 (Cover)');
  });

  it('does not repeat the ID a title already ends with', () => {
    expect(sectionLabel('สิ่งกำบัง (Cover)', 'Cover')).toBe('สิ่งกำบัง (Cover)');
    // A bracketed English name that is not the ID is kept, and the ID follows it.
    expect(sectionLabel('การทอยความเสียหาย (Damage Rolls)', 'DamageRolls')).toBe(
      'การทอยความเสียหาย (Damage Rolls) (DamageRolls)',
    );
  });

  it('falls back to the ID without a title, or when the title is the ID', () => {
    expect(sectionLabel(undefined, 'Cover')).toBe('Cover');
    expect(sectionLabel('Cover', 'Cover')).toBe('Cover');
  });
});
