import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { TSiteConfig } from '../../../../shared/schemas/config';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { SectionCard } from '../../../components/ui/section-card';
import type { TConfigSection } from '../hooks/use-config-section';

/** A card of the configuration page: its fields, the error no field shows, its own « Enregistrer ». */
export function ConfigSection<TValues extends FieldValues>({
  title,
  lead,
  section,
  children,
}: {
  title: string;
  lead?: string;
  section: TConfigSection<TValues>;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} lead={lead}>
      <form onSubmit={section.onSubmit} noValidate aria-label={title} className="space-y-5">
        {children}
        {section.error && <ErrorNotice error={section.error} />}
        <ActionButton type="submit" loading={section.saving}>
          Enregistrer
        </ActionButton>
      </form>
    </SectionCard>
  );
}

/** What every section component receives from the page. */
export type TSectionProps = { config: TSiteConfig; onSaved: () => void };
