import { sectionInView } from './section-in-view.ts';

/** Switching language keeps the section read: its ID goes into the #hash Starlight's picker keeps. */
const ANCHORS = '.sl-markdown-content :is(h2, h3, h4, h5, h6)[id], .sl-markdown-content .rule-section[id]';

function readingLine(): number {
  const header = document.querySelector('header.header');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  return headerBottom + window.innerHeight * 0.25;
}

document.addEventListener(
  'change',
  (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('starlight-lang-select')) return;
    // A hash is kept by the picker already; at the very top of the page there is nothing to keep.
    if (window.location.hash !== '' || window.scrollY <= 0) return;
    const anchors = [...document.querySelectorAll<HTMLElement>(ANCHORS)].map((element) => ({
      id: element.id,
      top: element.getBoundingClientRect().top,
    }));
    const id = sectionInView(anchors, readingLine());
    if (id) history.replaceState(history.state, '', `#${encodeURIComponent(id)}`);
  },
  { capture: true },
);
