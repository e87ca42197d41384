/** The message for a request the server refused (or that never reached it), in the interface language. */
import type { T } from './strings.ts';

export function refusalText(t: T, error: string, params?: Record<string, string | number>): string {
  if (error === 'network') return t('workbench.error.network');
  if (error === 'token') return t('workbench.error.token');
  if (error.startsWith('content.write.') || error.startsWith('handback.')) return t.data(error, params ?? {});
  return t.data(`workbench.refused.${error}`, params ?? {});
}
