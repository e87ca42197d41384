/** Fills `{{name}}` placeholders of a UI string (the browser has no i18n runtime). */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
