import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TService } from '../../../shared/schemas/provider-setup';
import { ActionButton } from '../../components/ui/action-button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { useServicesQuery } from '../../lib/provider-data/get-services';
import { DeleteServiceDialog } from './components/delete-service-dialog';
import { ServiceCard } from './components/service-card';
import { ServiceFormDialog } from './components/service-form-dialog';

type TEditing = { open: false } | { open: true; service: TService | null };

/** Prestations (the `services` section): what clients can book, with their duration, price and buffers. */
export function ServicesSection() {
  const services = useServicesQuery();
  const [editing, setEditing] = useState<TEditing>({ open: false });
  const [deleting, setDeleting] = useState<TService | null>(null);
  const onCreate = () => setEditing({ open: true, service: null });

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title="Prestations">Les prestations que vos clients peuvent réserver.</PageHeader>
        {services.isSuccess && services.data.length > 0 && (
          <ActionButton onClick={onCreate} className="mb-6 shrink-0">
            <Plus className="size-4" aria-hidden="true" />
            Nouvelle prestation
          </ActionButton>
        )}
      </div>
      <QueryState
        query={services}
        loadingLabel="Chargement des prestations…"
        errorLabel="Impossible de charger vos prestations."
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={ListChecks}
              title="Aucune prestation"
              action={
                <ActionButton onClick={onCreate}>
                  <Plus className="size-4" aria-hidden="true" />
                  Créer ma première prestation
                </ActionButton>
              }
            >
              Créez une prestation avec sa durée et son prix : elle sera proposée sur votre page de
              réservation.
            </EmptyState>
          ) : (
            <ul className="space-y-3" aria-label="Vos prestations">
              {list.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  onEdit={() => setEditing({ open: true, service })}
                  onDelete={() => setDeleting(service)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ServiceFormDialog
        open={editing.open}
        service={editing.open ? editing.service : null}
        onOpenChange={(open) => !open && setEditing({ open: false })}
      />
      <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
