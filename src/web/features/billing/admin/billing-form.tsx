import { useState } from 'react';
import { ZAdminCredits, ZAdminPackChange, ZAdminSmsCredits } from '../../../../shared/schemas/billing';
import { ZAdminTransfer } from '../../../../shared/schemas/payments';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { parseApiError } from '../../../lib/parse-api-error';
import { type TBillingAction, type TBillingActionResult, useBillingActionMutation } from './api/user-billing';

type TErrors = Record<string, string>;

/** The first message of each field a zod error names. */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): TErrors {
  const errors: TErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

const SCHEMAS = {
  pack: ZAdminPackChange,
  credits: ZAdminCredits,
  'sms-credits': ZAdminSmsCredits,
  payments: ZAdminTransfer,
};

/**
 * One audited action with its reason: checked with the shared schema first (`check`, also on its
 * own before a confirmation), then the server's refusal shown under the field it names.
 */
export function useBillingForm(userId: string, onDone: (message: string) => void) {
  const mutation = useBillingActionMutation(userId);
  const [errors, setErrors] = useState<TErrors>({});
  const check = (action: TBillingAction): boolean => {
    const parsed = SCHEMAS[action.kind].safeParse(action.body);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    return parsed.success;
  };
  const submit = (
    action: TBillingAction,
    message: string | ((result: TBillingActionResult) => string),
    reset: () => void,
    settled?: () => void,
  ) => {
    if (!check(action)) return;
    mutation.mutate(action, {
      onSuccess: (result) => {
        reset();
        onDone(typeof message === 'string' ? message : message(result));
      },
      onError: (error) => {
        const info = parseApiError(error);
        setErrors({ [info.field ?? 'form']: info.message });
      },
      onSettled: settled,
    });
  };
  return { check, submit, errors, pending: mutation.isPending };
}

/** The mandatory reason, a refusal the server gave for no field, and the submit button of one action. */
export function ReasonAndSubmit({
  reason,
  onReason,
  form,
  label,
}: {
  reason: string;
  onReason: (reason: string) => void;
  form: ReturnType<typeof useBillingForm>;
  label: string;
}) {
  return (
    <>
      <TextareaField
        label="Motif"
        rows={2}
        value={reason}
        onChange={(e) => onReason(e.target.value)}
        error={form.errors.reason}
      />
      {form.errors.form && <Notice tone="error">{form.errors.form}</Notice>}
      <ActionButton type="submit" variant="secondary" loading={form.pending}>
        {label}
      </ActionButton>
    </>
  );
}
