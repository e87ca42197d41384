import { type Locale as CliLocale, messagesFor } from '@polyhedral/i18n';

const TABLES = new Map<CliLocale, Readonly<Record<string, string>>>();

/**
 * The tables' labels (`table.*`) in the `--locale` language, a label a translation lacks in
 * English: the messages of @polyhedral/i18n the site shows, read through its loader (messagesFor)
 * and bundled into the built CLI. The core library itself never imports i18n.
 */
export function tableLabels(locale: CliLocale): Readonly<Record<string, string>> {
  let labels = TABLES.get(locale);
  if (labels === undefined) {
    labels = messagesFor(locale, 'table');
    TABLES.set(locale, labels);
  }
  return labels;
}
