import { ZServicesResponse } from '../../../shared/schemas/provider-responses';
import { withExample } from '../api-keys/api';

/** The example of GET /api/v1/services in the OpenAPI document (issue 36), attached once to its schema. */
export const V1_SERVICES = withExample(
  ZServicesResponse,
  {
    success: true,
    services: [
      {
        id: '9d2e7f60-1c4b-4a8e-b3d5-7e6f5a4b3c2d',
        name: 'Coupe femme',
        description: 'Shampoing, coupe et brushing.',
        durationMinutes: 45,
        priceCents: 3500,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 10,
        active: true,
        questions: [
          {
            id: 'longueur',
            label: 'Longueur de vos cheveux',
            type: 'choice',
            required: true,
            options: ['Courts', 'Mi-longs', 'Longs'],
          },
        ],
        capacity: 1,
        phoneRequired: true,
        location: { type: 'in_person' },
        payment: { mode: 'none' },
        createdAt: '2026-03-14T10:22:05.000Z',
      },
    ],
  },
  'Les prestations proposées ou en pause, sans les archivées.',
);
