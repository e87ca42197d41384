import { type Locale as CliLocale, messagesFor } from '@polyhedral/i18n';

const TABLES = new Map<CliLocale, Readonly<Record<string, string>>>();

/** The tables' labels (`table.*`) in the `--locale` language, English filling gaps. */
export function tableLabels(locale: CliLocale): Readonly<Record<string, string>> {
  let labels = TABLES.get(locale);
  if (labels === undefined) {
    labels = messagesFor(locale, 'table');
    TABLES.set(locale, labels);
  }
  return labels;
}
