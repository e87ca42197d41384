import { addCreature, createTracker, setInitiative, startCombat } from '@polyhedral/core';
import { describe, expect, it } from 'vitest';
import { readShareHash, SHARE_HASH_PREFIX, SHARE_LIMITS, shareHashFor } from './share-link.ts';

function fight() {
  let state = addCreature(createTracker(), {
    name: 'ไอลา',
    kind: 'character',
    initiativeBonus: 2,
    ac: 18,
    maxHp: 30,
  });
  state = addCreature(state, { name: 'Ogre', kind: 'monster', initiativeBonus: -1, ac: 11, maxHp: 68 });
  state = setInitiative(setInitiative(state, 'c1', 14), 'c2', 9);
  return startCombat(state);
}

describe('the players’ share link', () => {
  it('round-trips the players’ view through the fragment (Thai names too) without monster numbers', async () => {
    const hash = await shareHashFor(fight());
    expect(hash.startsWith(SHARE_HASH_PREFIX)).toBe(true);
    expect(hash).toMatch(/^#view=[A-Za-z0-9_-]+$/);
    const read = await readShareHash(hash);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.view.creatures.map((one) => one.name)).toEqual(['ไอลา', 'Ogre']);
    expect(read.view.creatures[1]).toEqual(expect.not.objectContaining({ hp: expect.anything() }));
  });

  it.each([
    ['empty', SHARE_HASH_PREFIX],
    ['not base64url', `${SHARE_HASH_PREFIX}%%%`],
    ['not deflate', `${SHARE_HASH_PREFIX}AAAAAAAA`],
    ['too long', `${SHARE_HASH_PREFIX}${'A'.repeat(SHARE_LIMITS.hash + 1)}`],
  ])('a %s link is tracker.view.broken', async (_name, hash) => {
    expect(await readShareHash(hash)).toEqual({ ok: false, code: 'tracker.view.broken', params: {} });
  });

  it('a cut link is refused, never read as part of a fight', async () => {
    const hash = await shareHashFor(fight());
    const read = await readShareHash(hash.slice(0, hash.length - 8));
    expect(read.ok).toBe(false);
  });

  it('a link that inflates beyond the limit is refused unread', async () => {
    const big = new Blob([' '.repeat(SHARE_LIMITS.text + 10)])
      .stream()
      .pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(big).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const hash = `${SHARE_HASH_PREFIX}${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    expect(hash.length).toBeLessThan(SHARE_LIMITS.hash);
    expect(await readShareHash(hash)).toMatchObject({ code: 'tracker.view.broken' });
  });
});
