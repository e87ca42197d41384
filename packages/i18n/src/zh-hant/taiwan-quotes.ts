/**
 * Taiwan's quotation marks: 「 」 where the Simplified text writes “ ” (Taiwan's schools, books and
 * the Traditional Chinese D&D books quote with corner brackets). Single quotes ‘ ’ stay: ’ is also an
 * apostrophe (an English title inside the text), and the zh text has none today.
 */
export function withTaiwanQuotes(text: string): string {
  return text.replaceAll('“', '「').replaceAll('”', '」');
}
