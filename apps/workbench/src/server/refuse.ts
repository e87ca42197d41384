/**
 * A refusal: the status, and the problem `{ code, params }` with `code` the full message key, so
 * the page shows it in the reader's language with one function and scripts read the English
 * `message`. A refusal changes nothing.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Problem, RefusalResponse } from '../shared/api-types.ts';
import type { BodyRefusal } from './read-body.ts';
import { pageProblem } from './ui-language.ts';

export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  params: Problem['params'] = {},
  extra: Pick<RefusalResponse, 'current'> = {},
): Response {
  const message = pageProblem('en')({ code, params });
  return c.json({ error: { code, params }, message, ...extra } satisfies RefusalResponse, status);
}

const MIB = 1024 * 1024;

/** A body over its size limit, not UTF-8 or not the JSON asked for, with the limit named. */
export function refuseBody(c: Context, body: BodyRefusal, limit: number): Response {
  return refuse(c, body.status, body.code, { limit: `${limit / MIB} MB` });
}
