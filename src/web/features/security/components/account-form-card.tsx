import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Notice } from '../../../components/ui/notice';
import { SectionCard } from '../../../components/ui/section-card';

type AccountFormCardProps = {
  title: string;
  lead: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The request: its confirmation shows above the fields, as does an error no field names. */
  mutation: Pick<UseMutationResult<string, unknown, never>, 'isSuccess' | 'data' | 'error' | 'isPending'>;
  otherError: boolean;
  submitLabel: string;
  children: ReactNode;
};

/** A Sécurité card: its form, the server's confirmation or error, the fields, the submit button. */
export function AccountFormCard({
  title,
  lead,
  onSubmit,
  mutation,
  otherError,
  submitLabel,
  children,
}: AccountFormCardProps) {
  return (
    <SectionCard title={title} lead={lead}>
      <form onSubmit={onSubmit} noValidate className="max-w-sm space-y-4">
        {mutation.isSuccess && <Notice tone="success">{mutation.data}</Notice>}
        {otherError && <ErrorNotice error={mutation.error} />}
        {children}
        <ActionButton type="submit" loading={mutation.isPending}>
          {submitLabel}
        </ActionButton>
      </form>
    </SectionCard>
  );
}
