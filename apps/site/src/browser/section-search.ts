/**
 * The search dialog's rule sections (issue 99): on the first keystroke in the dialog this loads the
 * cards' code (section-search-cards.ts) and the locale's section index (`/<locale>/search.json`),
 * nothing before: a page that is only read loads neither. Pagefind's full-text results stay below.
 */
const config = document.querySelector<HTMLTemplateElement>('template[data-section-search]');

let cards: Promise<typeof import('./section-search-cards.ts')> | null = null;

if (config) {
  document.addEventListener('input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.closest('#starlight__search')) return;
    cards ??= import('./section-search-cards.ts');
    void cards.then(
      (module) => module.showSections(input, config.dataset),
      () => undefined,
    );
  });
}
