/**
 * The retired v1 of the data API (decision 451) on a host: `/api/v1/index.json` is the note naming
 * v2; any other v1 address is answered 301 to the same path under `/api/v2/`, with the CORS headers.
 */
import { API_ROOT } from '../../src/api/api-paths.ts';
import { RETIRED_V1_NOTE, RETIRED_V1_ROOT } from '../../src/api/retired-v1.ts';

type Show = (url: string, init?: RequestInit) => Promise<Response>;
type Check = (name: string, ok: boolean, detail: string) => void;

export async function checkRetiredV1(server: string, base: string, show: Show, check: Check): Promise<void> {
  const note = await show(`${base}${RETIRED_V1_NOTE}`, { method: 'GET' });
  const body = (await note.json().catch(() => null)) as { retired?: unknown; successor?: unknown } | null;
  check(
    `${server}: ${RETIRED_V1_NOTE}: 200, the note naming ${API_ROOT}`,
    note.status === 200 && body?.retired === true && body.successor === `${API_ROOT}/index.json`,
    `${note.status}: ${JSON.stringify(body)}`,
  );
  const rule = '/th/rules/D20Tests.json';
  const moved = await show(`${base}${RETIRED_V1_ROOT}${rule}`, {
    headers: { Origin: 'https://bot.example' },
  });
  check(
    `${server}: ${RETIRED_V1_ROOT}${rule}: 301 to ${API_ROOT}${rule} with CORS`,
    moved.status === 301 &&
      moved.headers.get('location') === `${API_ROOT}${rule}` &&
      moved.headers.get('access-control-allow-origin') === '*',
    `${moved.status} ${moved.headers.get('location')} ${moved.headers.get('access-control-allow-origin')}`,
  );
}
