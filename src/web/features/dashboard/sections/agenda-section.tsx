import { CalendarPlus } from 'lucide-react';
import type { DateTime } from 'luxon';
import { useState } from 'react';
import { DEFAULT_SETTINGS, type TBooking } from '../../../../shared/schemas/booking';
import { ActionButton } from '../../../components/ui/action-button';
import { PageHeader } from '../../../components/ui/page-header';
import { InlineSpinner } from '../../../components/ui/spinner';
import { todayIn } from '../../../lib/zoned-time';
import { useSettingsQuery } from '../api/get-settings';
import { BookingDialogs } from '../components/bookings/booking-dialogs';
import type { TManualDraft } from '../components/bookings/manual-booking-dialog';
import { useProviderZone } from '../components/bookings/use-provider-zone';
import { BookingCalendar } from '../components/calendar/booking-calendar';

/** Agenda: the live calendar (month, week, day) with booking details and manual bookings. */
export function AgendaSection() {
  const settings = useSettingsQuery();
  const { zone, isPending } = useProviderZone();
  const [selected, setSelected] = useState<TBooking | null>(null);
  const [draft, setDraft] = useState<TManualDraft | null>(null);

  const openDraft = (start: DateTime, withTime: boolean) =>
    setDraft({ date: start.toISODate() ?? '', time: withTime ? start.toFormat('HH:mm') : '' });

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title="Agenda">Vos rendez-vous jour par jour, semaine par semaine.</PageHeader>
        <ActionButton className="mb-6" onClick={() => openDraft(todayIn(zone), false)}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Nouveau rendez-vous
        </ActionButton>
      </div>
      {settings.isPending || isPending ? (
        <InlineSpinner label="Chargement de l'agenda…" />
      ) : (
        // Without the settings (an error), the product defaults of SPEC §3 still give a usable calendar.
        <BookingCalendar
          settings={settings.data ?? DEFAULT_SETTINGS}
          zone={zone}
          onOpenBooking={setSelected}
          onCreate={openDraft}
        />
      )}
      <BookingDialogs
        zone={zone}
        selected={selected}
        onCloseSelected={() => setSelected(null)}
        draft={draft}
        onCloseDraft={() => setDraft(null)}
      />
    </>
  );
}
