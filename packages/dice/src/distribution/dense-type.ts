/** Dense probability arrays: `p[i]` is the probability of `offset + i`; the ends: exact min and max. */
export interface Dense {
  offset: number;
  p: Float64Array;
  /**
   * Probability this array leaves out by construction: set by the FFT, which reports values
   * below FFT_FLOOR (and, for very long sums, those outside its window) as 0.
   */
  lost?: number;
}
