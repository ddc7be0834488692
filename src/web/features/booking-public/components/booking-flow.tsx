import { useQueryClient } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import {
  type ComponentType,
  lazy,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatDuration } from '../../../../shared/french-format';
import { formatPhone } from '../../../../shared/phone-format';
import type { TPublicProvider, TSlot } from '../../../../shared/schemas/booking';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { InlineSpinner } from '../../../components/ui/spinner';
import { leavePageFor } from '../../../lib/leave-page';
import { parseApiError } from '../../../lib/parse-api-error';
import { type TCreatedBooking, useCreateBookingMutation } from '../api/create-booking';
import { bookingKeys } from '../api/query-keys';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { SLOT_JUST_TAKEN, useLiveAvailability } from '../hooks/use-live-availability';
import { placeText, publicBookingInput } from '../utils/booking-place';
import { monthOf, todayIn } from '../utils/calendar-dates';
import {
  forgetConfirmedBooking,
  readConfirmedBooking,
  rememberConfirmedBooking,
} from '../utils/confirmed-booking';
import { readBookingDeepLink } from '../utils/deep-link';
import { isConflict } from '../utils/error-status';
import { changeableOnline, lateBookingNotice } from '../utils/online-changes';
import type { TBookingFormInput, TBookingFormValues } from './booking-form';
import { BookingCard } from './booking-layout';
import { ProviderCard } from './provider-card';
import { ServiceList } from './service-list';
import { SlotPicker } from './slot-picker';

/**
 * The details form and its fields: fetched once the visitor picks a day, so the first view of the
 * page does not wait for them and the form is there when a time is chosen.
 */
const loadBookingForm = () => import('./booking-form');
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));
/**
 * The confirmation and its calendar links: fetched when the visitor sends the form, alongside the
 * booking itself, so that neither the page nor its form waits for them (ADR 0055).
 */
const loadConfirmation = () => import('./booking-confirmation');
const BookingConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.BookingConfirmation })));

type TPublicService = TPublicProvider['services'][number];
/**
 * The waitlist's offer for a day (or a month) with no free slot (issue 33): given by the route,
 * which composes the waitlist feature with this page (features never import each other).
 */
export type TWaitlistOffer = ComponentType<{
  provider: TPublicProvider;
  service: TPublicService;
  from: string;
}>;

const EMPTY_BOOKING_FORM: TBookingFormInput = {
  client: { name: '', email: '', phone: '', address: '' },
  note: '',
  consent: false,
  answers: {},
};

function StepTitle({
  id,
  step,
  children,
  ref,
}: {
  id: string;
  step: number;
  children: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="mb-4 flex scroll-mt-4 items-center gap-2 text-base font-semibold text-slate-900 focus:outline-none"
    >
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-700"
      >
        {step}
      </span>
      {children}
    </h2>
  );
}

/**
 * /booking/{providerId}: service → day → slot → details → confirmation, on one page that opens
 * step by step: one column on a phone, each new step brought into view and focused; on a
 * desktop the provider and services on the left, then the calendar with its slots, then the
 * form, side by side in one screen. The free slots follow the provider's calendar live.
 */
export function BookingFlow({
  provider,
  waitlist: WaitlistOffer,
}: {
  provider: TPublicProvider;
  waitlist?: TWaitlistOffer | undefined;
}) {
  const tz = provider.timezone;
  const [search] = useSearchParams();
  // The offer e-mails open the page on a service and a day (issue 33): read once, on arrival.
  const [link] = useState(() =>
    readBookingDeepLink(
      search,
      provider.services.map((s) => s.id),
      todayIn(tz),
      provider.rules.maxAdvanceDays,
    ),
  );
  const [serviceId, setServiceId] = useState<string | null>(
    link.serviceId ?? (provider.services.length === 1 ? (provider.services[0]?.id ?? null) : null),
  );
  const [month, setMonth] = useState(() => monthOf(link.date ?? todayIn(tz)));
  const [date, setDate] = useState<string | null>(link.date);
  const [slot, setSlot] = useState<TSlot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A reload of the confirmation shows it again (issue 15), not step 1.
  const [created, setCreated] = useState<TCreatedBooking | null>(() => readConfirmedBooking(provider.id));
  /** The visitor just picked a service: the next step comes into view and takes the focus. */
  const [servicePicked, setServicePicked] = useState(false);
  const slotHeading = useRef<HTMLHeadingElement>(null);
  const draft = useRef<TBookingFormInput>(EMPTY_BOOKING_FORM);
  const pickerSection = useRef<HTMLElement>(null);
  const formSection = useRef<HTMLElement>(null);
  const mutation = useCreateBookingMutation(provider.id);
  const queryClient = useQueryClient();
  const keyFor = useIdempotencyKey();
  /** Payment service down (502): the server released the hold, so a new try is a new request. */
  const paymentFailures = useRef(0);

  const backToSlots = useCallback((message: string) => {
    setSlot(null);
    setNotice(message);
  }, []);
  // Live once the calendar is on screen: the list of services does not depend on bookings.
  const service = provider.services.find((s) => s.id === serviceId);
  const isGroup = (service?.capacity ?? 1) > 1;
  const waitlistOpen = provider.waitlistEnabled && provider.bookingOpen && !provider.quotaExhausted;
  useLiveAvailability(
    serviceId ? provider.id : undefined,
    created ? null : slot,
    () => backToSlots(SLOT_JUST_TAKEN),
    { group: isGroup },
  );

  useEffect(() => {
    if (notice) pickerSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [notice]);
  useEffect(() => {
    if (slot) formSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [slot]);
  useEffect(() => {
    if (!servicePicked || !serviceId) return;
    slotHeading.current?.focus({ preventScroll: true });
    slotHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [servicePicked, serviceId]);

  const onDraftChange = useCallback((values: TBookingFormInput) => {
    draft.current = values;
  }, []);

  if (created)
    return (
      <div className="mx-auto max-w-2xl">
        <Suspense fallback={<InlineSpinner />}>
          <BookingConfirmation
            created={created}
            provider={provider}
            onAnother={() => {
              forgetConfirmedBooking();
              setCreated(null);
              setDate(null);
              setSlot(null);
            }}
          />
        </Suspense>
      </div>
    );

  const onSubmit = (values: TBookingFormValues) => {
    if (!service || !slot) return;
    void loadConfirmation();
    const input = publicBookingInput(service, slot, values);
    mutation.mutate(
      { providerId: provider.id, input, idempotencyKey: keyFor([input, paymentFailures.current]) },
      {
        onSuccess: (booking) => {
          rememberConfirmedBooking(provider.id, booking);
          setCreated(booking);
          // A hold (issue 34): the client pays on Stripe's page; the screen keeps a link meanwhile.
          if (booking.checkoutUrl) leavePageFor(booking.checkoutUrl);
        },
        onError: (error) => {
          if (parseApiError(error).status === 502) paymentFailures.current += 1;
          // The provider's last appointment went meanwhile (ADR 0036): the page reads again and closes.
          if (parseApiError(error).code === 'QUOTA_EXHAUSTED') {
            // The page may be open at the id's address or the readable one (issue 15).
            for (const address of [provider.id, provider.slug])
              if (address) void queryClient.invalidateQueries({ queryKey: bookingKeys.provider(address) });
            return;
          }
          if (!isConflict(error)) return;
          draft.current = { ...values, answers: draft.current.answers };
          backToSlots(parseApiError(error).message);
        },
      },
    );
  };

  return (
    <div className="space-y-4 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-6 lg:space-y-0 xl:grid-cols-[20rem_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        <ProviderCard provider={provider} />

        {provider.services.length === 0 ? (
          <EmptyState icon={CalendarX} title="Aucune prestation n’est proposée en ligne pour le moment">
            {provider.phone
              ? `Pour prendre rendez-vous, contactez ${provider.displayName} au ${formatPhone(provider.phone)}.`
              : `Pour prendre rendez-vous, contactez directement ${provider.displayName}.`}
          </EmptyState>
        ) : (
          <BookingCard labelledBy="step-service">
            <StepTitle id="step-service" step={1}>
              Choisissez une prestation
            </StepTitle>
            <ServiceList
              services={provider.services}
              selectedId={serviceId}
              onSelect={(id) => {
                setServiceId(id);
                setServicePicked(true);
                setDate(null);
                setSlot(null);
                setNotice(null);
              }}
            />
          </BookingCard>
        )}
      </div>

      {/* The calendar and the form: one below the other, or side by side on a wide screen. */}
      <div className="space-y-4 xl:contents">
        {!service && provider.services.length > 0 && (
          <p className="hidden rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 lg:block">
            Choisissez une prestation : le calendrier de ses disponibilités s’affichera ici.
          </p>
        )}

        {service && (
          <BookingCard labelledBy="step-slot">
            <span ref={pickerSection} />
            <StepTitle id="step-slot" step={2} ref={slotHeading}>
              Choisissez la date et l’heure
            </StepTitle>
            {notice && (
              <Notice tone="warning" className="mb-4">
                {notice}
              </Notice>
            )}
            <SlotPicker
              providerId={provider.id}
              serviceId={service.id}
              timeZone={tz}
              maxAdvanceDays={provider.rules.maxAdvanceDays}
              month={month}
              date={date}
              slot={slot}
              showRemaining={isGroup}
              waitlist={
                WaitlistOffer && waitlistOpen
                  ? (from) => <WaitlistOffer provider={provider} service={service} from={from} />
                  : undefined
              }
              onMonthChange={setMonth}
              onDateChange={(next) => {
                void loadBookingForm();
                setDate(next);
                setSlot(null);
              }}
              onSlotChange={(next) => {
                mutation.reset();
                setNotice(null);
                setSlot(next);
              }}
            />
          </BookingCard>
        )}

        {service && slot && (
          <BookingCard labelledBy="step-details">
            <span ref={formSection} />
            <StepTitle id="step-details" step={3}>
              Vos coordonnées
            </StepTitle>
            <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              {service.name} · {formatDateTime(slot.start, tz)} · {formatDuration(service.durationMinutes)}
              <span className="block">{placeText(service.location.type, provider.address)}</span>
            </p>
            <Suspense fallback={<InlineSpinner />}>
              <BookingForm
                providerName={provider.displayName}
                smsReminders={provider.smsReminders}
                service={service}
                defaultValues={draft.current}
                pending={mutation.isPending}
                error={isConflict(mutation.error) ? null : mutation.error}
                onSubmit={onSubmit}
                onDraftChange={onDraftChange}
                lateNotice={
                  changeableOnline(slot.start, provider.rules.cancellationNoticeHours)
                    ? undefined
                    : lateBookingNotice(provider.rules.cancellationNoticeHours, provider.displayName)
                }
              />
            </Suspense>
          </BookingCard>
        )}
      </div>
    </div>
  );
}
