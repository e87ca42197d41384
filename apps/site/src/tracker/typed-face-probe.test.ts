import { describe, expect, it } from 'vitest';
import { fellToProbe } from './typed-face-probe.ts';

describe('a typed face measured against the probe face', () => {
  it('as wide as the probe alone: the face lacks the character; wider: the face draws it', () => {
    // Measured in Chromium at 32 px: 玛 with Noto Sans TC and the probe behind it, 9 px, as the probe alone.
    expect(fellToProbe(9, 9)).toBe(true);
    expect(fellToProbe(32, 9)).toBe(false);
    expect(fellToProbe(17.6, 1.6)).toBe(false);
  });
});
