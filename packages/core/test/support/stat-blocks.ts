/**
 * A stat block the core's and the site's tests share (test support). A goblin as a table types it
 * (the project ships no monster data): HP 2d6 rolled per copy (rules text HitPoints), a scimitar
 * and a shortbow.
 */
import type { StatBlock } from '../../src/tracker/stat-blocks.ts';

export const GOBLIN_STAT_BLOCK: StatBlock = {
  name: 'Goblin',
  kind: 'monster',
  initiativeBonus: 2,
  ac: 15,
  hp: '2d6',
  speed: 30,
  saves: { dexterity: 2 },
  resist: [],
  vulnerable: [],
  immune: [],
  attacks: [
    { name: 'Scimitar', bonus: 4, damage: [{ dice: '1d6+2', type: 'slashing' }] },
    { name: 'Shortbow', bonus: 4, damage: [{ dice: '1d6+2', type: 'piercing' }] },
  ],
};
