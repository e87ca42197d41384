import type { BrowserContextOptions } from '@playwright/test';

/**
 * The phone of the browser checks: a 390x844 touch screen (at 1x: the checks look at layout and
 * touch, not pixels; the throttled profile of the figures is bench/phone-profile.ts).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;
