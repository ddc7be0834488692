/**
 * A client's booking made through the public API, as the booking page sends it, of the service
 * named `service` (else the first); returns its e-mailed links.
 */
export async function bookThroughApi(
  baseUrl: string,
  providerId: string,
  client: { name: string; email: string },
  service?: string,
): Promise<{ manageUrl: string; cancelUrl: string }> {
  const api = `${baseUrl}/api/public/providers/${providerId}`;
  const provider = (await (await fetch(api)).json()) as {
    provider: { services: Array<{ id: string; name: string }> };
  };
  const { services } = provider.provider;
  const serviceId = (services.find((s) => s.name === service) ?? services[0])?.id ?? '';
  // A week ahead: far from any notice the provider requires before a client may cancel.
  const from = new Date(Date.now() + 7 * 86_400_000);
  const to = new Date(from.getTime() + 30 * 86_400_000);
  const query = new URLSearchParams({ serviceId, from: from.toISOString(), to: to.toISOString() });
  const slots = (await (await fetch(`${api}/slots?${query}`)).json()) as { slots: Array<{ start: string }> };
  const start = slots.slots[0]?.start;
  if (!start)
    throw new Error('aucun créneau libre dans le mois qui suit chez le professionnel de démonstration');

  const res = await postPublicBooking(baseUrl, providerId, {
    serviceId,
    start,
    client: { ...client, phone: '' },
    note: '',
  });
  if (res.status !== 201)
    throw new Error(`réservation refusée (${res.status}) : ${JSON.stringify(res.json)}`);
  return res.json as { manageUrl: string; cancelUrl: string };
}

/** POST of a public booking as the booking page sends it (CSRF cookie and header), consent given. */
export async function postPublicBooking(
  baseUrl: string,
  providerId: string,
  body: Record<string, unknown>,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const health = await fetch(`${baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${baseUrl}/api/public/providers/${providerId}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ ...body, consent: true }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
