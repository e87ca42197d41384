/**
 * Dense probability arrays: `p[i]` is the probability of the value `offset + i`.
 * The array ends are the exact extreme values (min, max) of the distribution.
 */
export interface Dense {
  offset: number;
  p: Float64Array;
  /**
   * Probability this array leaves out by construction: set by the FFT, which reports values
   * below FFT_FLOOR (and, for very long sums, those outside its window) as 0.
   */
  lost?: number;
}
