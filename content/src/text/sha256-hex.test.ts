/** Web Crypto's SHA-256 gives node:crypto's hash (sectionTextHash) on every section of the real content. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { sha256Hex } from './sha256-hex.ts';

describe('sha256Hex', () => {
  it('is SHA-256 (FIPS 180-4 examples, block edges)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    for (const size of [55, 56, 63, 64, 65, 119, 120]) {
      const text = 'ก'.repeat(size);
      expect(await sha256Hex(text), String(size)).toBe(
        createHash('sha256').update(text, 'utf8').digest('hex'),
      );
    }
  });

  it("matches node:crypto on every section's text", async () => {
    const model = loadContent();
    let compared = 0;
    for (const entry of model.sections.values()) {
      for (const section of Object.values(entry)) {
        if (!section) continue;
        expect(await sha256Hex(section.markdown)).toBe(
          createHash('sha256').update(section.markdown, 'utf8').digest('hex'),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(400);
  });
});
