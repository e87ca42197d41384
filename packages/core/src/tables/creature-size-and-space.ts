import { coreTable } from './define-table.ts';

/** Creature Size and Space (SRD 5.2, seed 002 lines 560-567). */
export const CREATURE_SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const;
export type CreatureSize = (typeof CREATURE_SIZES)[number];

/** Side of the square space in feet, and the squares the space covers on a 5-foot grid. */
export const CREATURE_SPACE: Readonly<Record<CreatureSize, { feet: number; squares: number }>> = {
  tiny: { feet: 2.5, squares: 0.25 },
  small: { feet: 5, squares: 1 },
  medium: { feet: 5, squares: 1 },
  large: { feet: 10, squares: 4 },
  huge: { feet: 15, squares: 9 },
  gargantuan: { feet: 20, squares: 16 },
};

export const creatureSizeAndSpace = coreTable('creature-size', {
  id: 'CreatureSizeandSpace',
  section: 'CreatureSize',
  columns: [
    { key: 'size', kind: 'label', rowHeader: true },
    { key: 'spaceFeet', kind: 'number', template: 'table.unit.feet-by-feet' },
    { key: 'spaceSquares', kind: 'label' },
  ],
  rows: CREATURE_SIZES.map((size) => ({
    size: `table.creature-size.${size}`,
    spaceFeet: CREATURE_SPACE[size].feet,
    spaceSquares: `table.creature-size.squares.${size}`,
  })),
  source: { seed: '002', lines: '560-567' },
});
