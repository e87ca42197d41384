/** The page the site's component tests render islands into (happy-dom), emptied after each test. */
import { render } from 'preact';
import { afterEach } from 'vitest';

/** After each test: every island rendered into the page unmounted, the page emptied, then `more`. */
export function emptyPageAfterEach(more?: () => void): void {
  afterEach(() => {
    for (const root of document.body.children) render(null, root);
    document.body.replaceChildren();
    more?.();
  });
}

/** Effects run after the next frame (preact/hooks), then the change is drawn. */
export const settle = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
