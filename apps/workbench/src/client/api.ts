/**
 * Talking to the workbench server. The session is an HttpOnly cookie the server set when the
 * printed address's token was exchanged (server/workbench-session.ts): the page never sees a
 * token, and every same-origin request carries the cookie.
 */

import type { Problem } from '../shared/api-types.ts';

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      /** The server's problem (its code a full message key), or `workbench.error.network`. */
      error: Problem;
      current?: string | null;
    };

const NETWORK: Problem = { code: 'workbench.error.network', params: {} };

function isProblem(value: unknown): value is Problem {
  const problem = value as Partial<Problem> | null;
  return (
    typeof problem?.code === 'string' &&
    typeof problem.params === 'object' &&
    problem.params !== null &&
    !Array.isArray(problem.params)
  );
}

let interfaceLanguage = '';

/** The interface language every request names (`ui=`), so refusals come back in it. */
export function setApiLanguage(ui: string): void {
  interfaceLanguage = ui;
}

/** `path` with `ui=` added when it has none. */
function withUi(path: string): string {
  if (!interfaceLanguage || /[?&]ui=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}ui=${encodeURIComponent(interfaceLanguage)}`;
}

export async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(withUi(path), {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, status: 0, error: NETWORK };
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, data: data as T };
  return {
    ok: false,
    status: response.status,
    error: isProblem(data.error) ? data.error : NETWORK,
    ...('current' in data ? { current: data.current as string | null } : {}),
  };
}
