import { ZClientsResponse } from '../../../shared/schemas/clients';
import { withExample } from '../api-keys/api';

/** The example of GET /api/v1/clients in the OpenAPI document (issue 36), attached once to its schema. */
export const V1_CLIENTS = withExample(
  ZClientsResponse,
  {
    success: true,
    clients: [
      {
        key: '3f9a1c7e5b2d4086a1e9c3b5d7f20468',
        email: 'rose@exemple.fr',
        name: 'Rose Lambert',
        phone: '06 12 34 56 78',
        visits: 3,
        lastVisit: '2026-05-12T08:00:00.000Z',
        nextVisit: '2026-06-02T08:00:00.000Z',
      },
    ],
    total: 1,
  },
  'Une page de clients ; `total` : tous les clients trouvés.',
);
