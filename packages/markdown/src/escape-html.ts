/**
 * Text made safe inside HTML text and double- or single-quoted attribute values: the one escaper
 * of the site, the workbench preview and the build's HTML edits.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
