import { describe, expect, it } from 'vitest';
import { fellToProbe } from './typed-faces.ts';

describe('a typed face measured against the probe face', () => {
  it('as wide as the probe alone: the face lacks the character; wider: the face draws it', () => {
    // At 32 px the probe draws a Han character a twentieth of an em wide, 1.6 px: 玛 with Noto Sans TC
    // and the probe behind it measures 1.6 px, as the probe alone (the face lacks it); a full-width Han the face draws, 32 px.
    expect(fellToProbe(1.6, 1.6)).toBe(true);
    expect(fellToProbe(32, 1.6)).toBe(false);
    expect(fellToProbe(17.6, 1.6)).toBe(false);
  });
});
