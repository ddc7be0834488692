import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { QueryState } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useSignedInUser } from '../../../lib/auth/auth-context';
import { readImpersonation } from '../../../lib/auth/impersonation';
import { useSecurityKeysQuery } from '../api/get-security-keys';
import { AddSecurityKeyDialog } from './add-security-key-dialog';
import { SecurityKeyItem } from './security-key-item';

/** « Clés de sécurité et passkeys »: sign in without the password; the password keeps working. */
export function SecurityKeysCard() {
  const user = useSignedInUser();
  const keys = useSecurityKeysQuery();
  const [adding, setAdding] = useState(false);
  // An administrator acting as the user must not enrol a key into someone else's account.
  const readOnly = readImpersonation() !== null;
  return (
    <SectionCard
      title="Clés de sécurité et passkeys"
      lead="Connectez-vous avec l’empreinte, le visage, le code de votre appareil ou une clé USB, sans saisir votre mot de passe."
    >
      <div className="space-y-4">
        {readOnly && (
          <Notice tone="info">
            Vous consultez ce compte en tant qu’administrateur : les clés sont affichées en lecture seule.
          </Notice>
        )}
        <QueryState
          query={keys}
          loadingLabel="Chargement des clés de sécurité…"
          errorLabel="Impossible de charger les clés de sécurité."
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-slate-600">
                Aucune clé de sécurité n’est enregistrée pour ce compte.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Clés de sécurité">
                {list.map((key) => (
                  <SecurityKeyItem key={key.id} securityKey={key} readOnly={readOnly} />
                ))}
              </ul>
            )
          }
        </QueryState>
        {!readOnly &&
          (browserSupportsWebAuthn() ? (
            <ActionButton variant="secondary" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" />
              Ajouter une clé
            </ActionButton>
          ) : (
            <p className="text-sm text-slate-600">
              Ce navigateur ne prend pas en charge les clés de sécurité.
            </p>
          ))}
      </div>
      <AddSecurityKeyDialog open={adding} onOpenChange={setAdding} email={user.email} />
    </SectionCard>
  );
}
