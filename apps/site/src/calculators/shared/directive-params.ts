/**
 * Directive presets as field strings. The markdown renderer hands islands the core's parsed
 * values (`{ bonus: 5, critical: true, resist: ['fire'] }`), not the strings written in the
 * directive: numbers become their digits, booleans the checkbox values "1" / "0", lists are
 * joined with commas. Anything else is dropped (the field keeps its default).
 */
export function directiveStrings(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string') strings[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) strings[key] = String(value);
    else if (typeof value === 'boolean') strings[key] = value ? '1' : '0';
    else if (
      Array.isArray(value) &&
      value.every((item) => typeof item === 'string' || typeof item === 'number')
    ) {
      strings[key] = value.join(',');
    }
  }
  return strings;
}
