import { type RandomSource, uniformInt } from './random-source.ts';

const BUFFER_WORDS = 1024;

/**
 * The default source: `globalThis.crypto.getRandomValues` (browsers and Node 20), read in
 * buffered blocks of 32-bit words for speed, unbiased by rejection.
 */
function createCryptoRandom(): RandomSource {
  const buffer = new Uint32Array(BUFFER_WORDS);
  let index = BUFFER_WORDS;
  const next32 = (): number => {
    if (index === BUFFER_WORDS) {
      globalThis.crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++]!;
  };
  return { nextInt: (n) => uniformInt(next32, n) };
}

export const cryptoRandom: RandomSource = createCryptoRandom();
