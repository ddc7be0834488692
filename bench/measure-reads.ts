import type { TRoutes } from './checks';
import type { TScenarioResult } from './measure';
import { fmt, missing, others, ratioObjectives, type TObjective, verdict } from './objectives';
import {
  BLOCKS,
  baseline,
  CONCURRENCY,
  icalFeed,
  MONTHS_AHEAD,
  monthDays,
  monthsBrowsed,
  monthsFrom,
  slots30Days,
  type TBenchTarget,
} from './scenarios';
import { BENCH_TIMEZONE } from './seed';
import { CALENDAR_EVENTS } from './seed-calendar';

const FEED_P95_MS = 100;

export type TReads = { baseline: TScenarioResult; results: TScenarioResult[]; objectives: TObjective[] };

/**
 * The reads of issue 18: GET /api/health as the baseline, then slots for 30 days, the month's
 * days and, as a visitor looking ahead browses them, the days of 12 months in a row (issue 30) at
 * the same concurrency (ratios to the baseline), then the iCal feed, whole and with its ETag.
 */
export async function measureReads(
  target: TBenchTarget,
  routes: TRoutes,
  month: string,
  feedPath: string,
  synced: TBenchTarget,
): Promise<TReads> {
  const reference = await baseline(target);
  const results: TScenarioResult[] = [];
  const objectives: TObjective[] = [];
  const ratioTargets = '≥ 0.25 × / ≤ 10 ×';

  const slotsLabel = `Créneaux 30 jours (${CONCURRENCY} clients)`;
  if (routes.slots) {
    const slots = await slots30Days(target);
    results.push(slots);
    objectives.push(...ratioObjectives(slotsLabel, slots, reference));
    const withCalendar = await slots30Days(synced, {
      name: `GET …/slots (30 jours, agenda de ${CALENDAR_EVENTS} événements)`,
      block: BLOCKS.slotsSynced,
    });
    results.push(withCalendar);
    objectives.push(calendarObjective(withCalendar, slots));
  } else objectives.push(missing(slotsLabel, ratioTargets));

  const daysLabel = `Jours du mois ${month} (${CONCURRENCY} clients)`;
  if (routes.days) {
    const days = await monthDays(target, month);
    results.push(days);
    objectives.push(...ratioObjectives(daysLabel, days, reference));
    const months = await monthsBrowsed(target, monthsFrom(new Date(), BENCH_TIMEZONE, MONTHS_AHEAD));
    results.push(months);
    objectives.push(
      ...ratioObjectives(
        `Jours, ${MONTHS_AHEAD} mois à la suite (${CONCURRENCY} clients)`,
        months,
        reference,
      ),
    );
  } else objectives.push(missing(daysLabel, ratioTargets));

  if (routes.feedEtag) {
    const whole = await icalFeed(target.base, feedPath);
    const conditional = await icalFeed(target.base, feedPath, routes.feedEtag);
    results.push(whole, conditional);
    objectives.push(feedObjective(whole), notModifiedObjective(conditional));
  } else objectives.push(missing('Flux iCal : p95 GET', `≤ ${FEED_P95_MS} ms`));
  return { baseline: reference, results, objectives };
}

/**
 * Issue 31: a connected calendar's busy copy is read with the bookings (one more indexed range
 * read): the slots' throughput with 500 events stays within 10 % of the same agenda's without.
 */
function calendarObjective(r: TScenarioResult, plain: TScenarioResult): TObjective {
  const ratio = r.throughput / plain.throughput;
  return {
    label: `Créneaux 30 jours, agenda synchronisé de ${CALENDAR_EVENTS} événements : débit / sans agenda`,
    measured: `${fmt(ratio, 3)} × (${fmt(r.throughput)} req/s, p95 ${fmt(r.p95)} ms)${others(r, 200) > 0 ? ` (${others(r, 200)} réponses ≠ 200)` : ''}`,
    target: '≥ 0.9 ×',
    result: verdict(others(r, 200) === 0 && !r.stoppedEarly && ratio >= 0.9),
  };
}

function feedObjective(r: TScenarioResult): TObjective {
  const wrong = others(r, 200);
  return {
    label: `Flux iCal : p95 GET (${r.concurrency} clients)`,
    measured: `${fmt(r.p95)} ms${wrong > 0 ? ` (${wrong} réponses ≠ 200)` : ''}`,
    target: `≤ ${FEED_P95_MS} ms, tous 200`,
    result: verdict(wrong === 0 && r.p95 <= FEED_P95_MS),
  };
}

function notModifiedObjective(r: TScenarioResult): TObjective {
  return {
    label: `Flux iCal : If-None-Match (${r.concurrency} clients)`,
    measured: `${r.statuses[304] ?? 0}/${r.requests} × 304, p95 ${fmt(r.p95)} ms`,
    target: 'tous 304',
    result: verdict(r.requests > 0 && others(r, 304) === 0),
  };
}
