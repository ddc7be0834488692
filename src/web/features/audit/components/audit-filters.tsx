import { AUDIT_TARGET_LABELS, auditActionLabel } from '../../../components/admin/audit-labels';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuditActionsQuery } from '../api/list-audit-actions';

export type TAuditFilterKey = 'action' | 'targetType' | 'targetId' | 'impersonationId' | 'from' | 'to';

type AuditFiltersProps = {
  filters: Record<TAuditFilterKey, string>;
  onChange: (key: TAuditFilterKey, value: string) => void;
};

/** Action, type of target and period (Paris days, both included). */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const actions = useAuditActionsQuery();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers (and jsdom); the role works everywhere.
    <div role="search" className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <SelectField
        label="Action"
        value={filters.action}
        onChange={(event) => onChange('action', event.target.value)}
      >
        <option value="">Toutes les actions</option>
        {(actions.data ?? []).map((action) => (
          <option key={action} value={action}>
            {auditActionLabel(action)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Type de cible"
        value={filters.targetType}
        onChange={(event) => onChange('targetType', event.target.value)}
      >
        <option value="">Toutes les cibles</option>
        {Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Du"
        type="date"
        value={filters.from}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextField
        label="Au"
        type="date"
        value={filters.to}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </div>
  );
}
