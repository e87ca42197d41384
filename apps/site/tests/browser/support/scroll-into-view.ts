import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls an element into view and waits until it stays there. A rule section far from the screen
 * is laid out only as it comes near (content-visibility in site.css), so the sections a jump passes
 * take their real heights after it and can carry the element off screen again; a reader's own
 * scrolling comes near them gradually, and a link to a section lays out the whole page.
 * An element replaced while it is scrolled to (a shared link's calculator, rendered afresh as its
 * section comes on screen) is looked up again.
 */
export async function scrollIntoView(locator: Locator, message = 'scrolled into view'): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          await locator.scrollIntoViewIfNeeded({ timeout: 5000 });
          // In view and still: its place the same over two more frames (the sections the jump
          // brought near are laid out by then, and scroll anchoring has had its say).
          return await locator.evaluate(
            (element) =>
              new Promise<boolean>((resolve) => {
                const frames = (count: number, then: () => void): void => {
                  requestAnimationFrame(() => (count <= 1 ? then() : frames(count - 1, then)));
                };
                frames(2, () => {
                  const before = element.getBoundingClientRect().top;
                  frames(2, () => {
                    const box = element.getBoundingClientRect();
                    resolve(box.top === before && box.bottom > 0 && box.top < window.innerHeight);
                  });
                });
              }),
            undefined,
            { timeout: 5000 },
          );
        } catch {
          // Replaced meanwhile: an island opened from a shared link renders afresh as its section
          // comes on screen, and the locator finds the new element on the next try.
          return false;
        }
      },
      // Each try already waits four frames: the next one at once, not after a growing pause.
      { message, intervals: [0] },
    )
    .toBe(true);
}
