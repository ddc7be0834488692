/** TanStack Query keys of the public booking pages; availability is grouped per provider so one event refreshes it all. */
export const bookingKeys = {
  provider: (providerId: string) => ['public-booking', 'provider', providerId] as const,
  availability: (providerId: string) => ['public-booking', 'availability', providerId] as const,
  days: (providerId: string, serviceId: string, month: string) =>
    ['public-booking', 'availability', providerId, 'days', serviceId, month] as const,
  slots: (providerId: string, serviceId: string, date: string) =>
    ['public-booking', 'availability', providerId, 'slots', serviceId, date] as const,
  managed: () => ['public-booking', 'managed'] as const,
  byToken: (token: string) => ['public-booking', 'managed', 'token', token] as const,
  byId: (bookingId: string, token: string) => ['public-booking', 'managed', bookingId, token] as const,
};
