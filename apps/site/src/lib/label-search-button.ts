/**
 * Starlight's search button has aria-label="Search" while its visible text is "Search Ctrl K",
 * which breaks WCAG 2.5.3 "Label in Name" (axe: label-content-name-mismatch, serious). This takes
 * the name from the visible "Search" text instead and hides the shortcut keys from the name
 * (aria-keyshortcuts still announces them). site.css keeps the text for screen readers on narrow
 * screens, where Starlight hides it.
 */
const BUTTON =
  /(<button data-open-modal[^>]*?) aria-label="[^"]*"([^>]*>[\s\S]*?<span[^>]*?) aria-hidden="true"([^>]*>[\s\S]*?<\/span>\s*<kbd)/;

export function labelSearchButton(html: string): string {
  return html.replace(BUTTON, '$1$2$3 aria-hidden="true"');
}
