import {
  BURST_CLIENTS,
  burstOnOneSession,
  burstOnOneSlot,
  CREATES_PER_CLIENT,
  createOnOneProvider,
  createOverProviders,
  type TCreated,
  WARM_UP_CREATES,
  warmUpCreation,
} from './creation';
import type { TScenarioResult } from './measure';
import { createAndDeliver, deliveryObjective, emailsObjective } from './measure-delivery';
import { fmt, type TObjective, verdict } from './objectives';
import { CONCURRENCY } from './scenarios';
import { freeSlotStarts, GROUP_SEATS, type TBenchProvider } from './seed';
import type { TServerLink } from './server-link';
import type { TSmtpSink } from './smtp-sink';

/**
 * Bookings per second (201s only) asked of each database; none for PGlite on one agenda.
 * `delivered`: over 10 agendas, until their last e-mail reached the SMTP listener (issue 30).
 */
export type TCreationTargets = { manyProviders: number; oneProvider: number | undefined; delivered: number };

export type TCreations = { found: boolean; results: TScenarioResult[]; objectives: TObjective[] };

const createdPerSecond = (r: TScenarioResult) => (r.statuses[201] ?? 0) / r.seconds;

function rateObjective(label: string, r: TScenarioResult, min: number | undefined): TObjective {
  const rate = createdPerSecond(r);
  const refused = r.requests - (r.statuses[201] ?? 0);
  return {
    label,
    measured: `${fmt(rate)} réservations/s${refused > 0 ? ` (${refused} refusées)` : ''}`,
    target: min === undefined ? '—' : `≥ ${min}/s`,
    result: min === undefined ? '—' : verdict(rate >= min),
  };
}

/**
 * Creations: spread over `many` empty agendas, then on the one with a year of bookings (serialised
 * by design), then the burst on one slot and the one on a group session, then over the `delivered` agendas until every e-mail has
 * reached the SMTP listener; afterwards the server process searches its database for double
 * bookings and checks every provider's ledger against the 201s it answered, and the listener's
 * count against the outbox.
 */
export async function measureCreations(
  server: Pick<TServerLink, 'integrity' | 'outbox' | 'memory'>,
  sink: TSmtpSink,
  base: URL,
  agendas: { one: TBenchProvider; many: TBenchProvider[]; delivered: TBenchProvider[] },
  targets: TCreationTargets,
): Promise<TCreations> {
  const { one, many } = agendas;
  const now = new Date();
  const created: TCreated = new Map([one, ...many, ...agendas.delivered].map((p) => [p.providerId, 0]));
  // The two bursts' starts first: nothing else is booked there.
  const [burstStart, sessionStart, ...free] = freeSlotStarts(
    now,
    2 + WARM_UP_CREATES + CONCURRENCY * CREATES_PER_CLIENT,
  );
  const warm = await warmUpCreation(base, one, free.slice(0, WARM_UP_CREATES), created);
  if (warm === 404) {
    console.log('\nLa route de réservation publique répond 404 : création non mesurée.');
    return { found: false, results: [], objectives: [] };
  }
  const distinct = free.slice(WARM_UP_CREATES);
  const emptyStarts = freeSlotStarts(now, Math.ceil((CONCURRENCY * CREATES_PER_CLIENT) / many.length), true);
  const spread = await createOverProviders(base, many, emptyStarts, created);
  const perClient = Array.from({ length: CONCURRENCY }, (_, w) =>
    distinct.filter((_, i) => i % CONCURRENCY === w).slice(0, CREATES_PER_CLIENT),
  );
  const single = await createOnOneProvider(base, one, perClient, created);
  const burst = await burstOnOneSlot(base, one, burstStart as string, created);
  const sessionBurst = await burstOnOneSession(base, one, sessionStart as string, created);
  const delivery = await createAndDeliver(server, sink, base, agendas.delivered, created);

  const { held, heldInSession, doubles, quota } = await server.integrity(
    one.providerId,
    { slot: burstStart as string, session: sessionStart as string },
    created,
  );
  for (const line of quota.overruns.slice(0, 5)) console.log(`Quota : ${line}`);
  const burstText = `${burst.statuses[201] ?? 0} × 201, ${burst.statuses[409] ?? 0} × 409, ${held} en base`;
  const sessionText = `${sessionBurst.statuses[201] ?? 0} × 201, ${sessionBurst.statuses[409] ?? 0} × 409, ${heldInSession} en base`;
  return {
    found: true,
    results: [spread, single, burst, sessionBurst, delivery.result],
    objectives: [
      rateObjective(
        `Création, ${many.length} professionnels (${CONCURRENCY} clients)`,
        spread,
        targets.manyProviders,
      ),
      rateObjective(`Création, un professionnel (${CONCURRENCY} clients)`, single, targets.oneProvider),
      deliveryObjective(
        `Création et e-mails reçus, ${agendas.delivered.length} professionnels (${CONCURRENCY} clients)`,
        delivery,
        targets.delivered,
      ),
      {
        label: `Rafale de ${BURST_CLIENTS} sur un créneau`,
        measured: burstText,
        target: `1 × 201, ${BURST_CLIENTS - 1} × 409, 1 en base`,
        result: verdict(burst.statuses[201] === 1 && burst.statuses[409] === BURST_CLIENTS - 1 && held === 1),
      },
      {
        label: `Rafale de ${BURST_CLIENTS} sur une séance de ${GROUP_SEATS} places`,
        measured: sessionText,
        target: `${GROUP_SEATS} × 201, ${BURST_CLIENTS - GROUP_SEATS} × 409, ${GROUP_SEATS} en base`,
        result: verdict(
          sessionBurst.statuses[201] === GROUP_SEATS &&
            sessionBurst.statuses[409] === BURST_CLIENTS - GROUP_SEATS &&
            heldInSession === GROUP_SEATS,
        ),
      },
      {
        label: 'Doubles réservations (toute la base)',
        measured: String(doubles),
        target: '0',
        result: verdict(doubles === 0),
      },
      {
        label: 'Dépassements de quota',
        measured: `${quota.overruns.length} sur ${quota.providers} professionnels`,
        target: '0',
        result: verdict(quota.overruns.length === 0),
      },
      await emailsObjective(server, sink),
    ],
  };
}
