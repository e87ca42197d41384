import type { ClientDirective } from 'astro';

/**
 * `client:interact`: hydrate a calculator island when the reader first reaches for it (pointer
 * over it, focus inside it, a touch), instead of as soon as it scrolls into view. The
 * server-rendered island already shows the result for its default inputs (computed by the core
 * at build time), so a reader who only reads loads no calculator code at all.
 *
 * A shared link carries calculator state in the URL (`?<kind>.<field>=…`): such an island
 * hydrates as soon as it is visible, so the shared result appears without any interaction.
 *
 * Input typed in the short moment before hydration finishes is not lost: afterwards, every
 * field whose value differs from its server-rendered default is re-announced with an input or
 * change event, which the hydrated island handles like typing.
 */
const INTERACTIONS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

function replayEdits(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (field instanceof HTMLSelectElement) {
      const selected = field.selectedOptions[0];
      if (selected && !selected.defaultSelected) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.value !== field.defaultValue) {
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

function hasUrlState(el: HTMLElement): boolean {
  const slot = el.closest<HTMLElement>('[data-calculator]');
  const instance = slot?.dataset.calculatorInstance ?? slot?.dataset.calculator;
  if (!instance) return false;
  return [...new URLSearchParams(window.location.search).keys()].some((key) =>
    key.startsWith(`${instance}.`),
  );
}

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    replayEdits(el);
  };
  if (hasUrlState(el)) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        void start();
      }
    });
    for (const child of el.children) observer.observe(child);
    return;
  }
  for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
