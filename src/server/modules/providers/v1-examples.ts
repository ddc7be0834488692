import { ZSlotsResponse } from '../../../shared/schemas/booking-responses';
import { withExample } from '../api-keys/api';

/** The example of GET /api/v1/slots in the OpenAPI document (issue 36), attached once to its schema. */
export const V1_SLOTS = withExample(
  ZSlotsResponse,
  {
    success: true,
    timezone: 'Europe/Paris',
    slots: [
      { start: '2026-06-02T07:00:00.000Z', end: '2026-06-02T07:45:00.000Z', remaining: 1 },
      { start: '2026-06-02T08:00:00.000Z', end: '2026-06-02T08:45:00.000Z', remaining: 1 },
    ],
  },
  'Les débuts libres, en UTC ; `remaining` : les places restantes (séances de groupe).',
);
