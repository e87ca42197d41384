/**
 * `/api/404.json`: what the hosts answer for a missing address under `/api/` (status 404, with
 * the API's CORS headers: deploy-headers.ts's API_NOT_FOUND), so a client on another site reads
 * the error as JSON, in every host's configuration alike.
 */
import { catalogPath } from './api-paths.ts';

export interface NotFoundDocument {
  error: { status: 404; code: 'not-found'; message: string };
  catalog: string;
}

export function notFoundDocument(): NotFoundDocument {
  return {
    error: {
      status: 404,
      code: 'not-found',
      message: 'No document of the data API has this address; the catalog lists every one.',
    },
    catalog: catalogPath(),
  };
}
