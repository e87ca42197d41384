/** `/api/404.json`: served with the API's CORS headers (API_NOT_FOUND) so any client reads the error. */
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
