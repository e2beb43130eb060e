/**
 * The records API client: one typed method per endpoint of the spec (the 14 numbered ones and the four
 * person-centred entry points). Only the background service worker creates one: it alone holds the token.
 */
import { companyEndpoints } from './endpoints/company';
import { enrichmentEndpoints } from './endpoints/enrichment';
import { peopleEndpoints } from './endpoints/people';
import { personRecordEndpoints } from './endpoints/person-records';
import { ruralEndpoints } from './endpoints/rural';
import { urbanPropertyEndpoints } from './endpoints/urban-properties';
import { createHttpClient, type ApiSettings } from './http';

export type { ApiSettings } from './http';

export function createApiClient(settings: ApiSettings) {
  const http = createHttpClient(settings);
  return {
    ...ruralEndpoints(http),
    ...urbanPropertyEndpoints(http),
    ...companyEndpoints(http),
    ...personRecordEndpoints(http),
    ...enrichmentEndpoints(http, settings.baseUrl),
    ...peopleEndpoints(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
