/**
 * Talking to the workbench server: the per-run token (taken from the address `pnpm translate`
 * printed, then kept in sessionStorage and removed from the address bar) goes with every request.
 */
const TOKEN_KEY = 'polyhedral-workbench-token';

export function takeToken(): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      error: string;
      params?: Record<string, string | number>;
      current?: string | null;
    };

export async function api<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        'X-Workbench-Token': token,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, status: 0, error: 'network' };
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, data: data as T };
  return {
    ok: false,
    status: response.status,
    error: String(data.error ?? 'network'),
    ...(data.params ? { params: data.params as Record<string, string | number> } : {}),
    ...('current' in data ? { current: data.current as string | null } : {}),
  };
}
