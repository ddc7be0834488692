import { useCallback, useEffect, useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button';
import { Notice } from '../../../components/ui/notice';
import { runPushDiagnostic, type TDiagnosticCheck, type TPushDiagnostic } from '../../../lib/push/diagnostic';
import { PUSH_MESSAGES } from '../../../lib/push/messages';
import { PushError, subscribePush, unsubscribePush } from '../../../lib/push/push-client';

/** SPEC §3 diagnostic fields, in the order a set-up goes through them. */
const CHECKS: Array<{ key: TDiagnosticCheck; label: string }> = [
  { key: 'browserSupport', label: 'Navigateur compatible' },
  { key: 'serviceWorkerRegistered', label: 'Réception des notifications prête' },
  { key: 'permissionGranted', label: 'Notifications autorisées pour ce site' },
  { key: 'subscriptionExists', label: 'Abonnement de ce navigateur' },
  { key: 'vapidKeyReceived', label: 'Clé de notification reçue du serveur' },
  { key: 'testSuccess', label: 'Notification de test reçue par le service' },
];

type TResult = { tone: 'success' | 'error' | 'info'; text: string };

function toneOf(value: boolean | null): string {
  if (value === null) return 'text-slate-500';
  return value ? 'font-medium text-emerald-700' : 'font-medium text-red-700';
}

function stateText(value: boolean | null): string {
  if (value === null) return 'pas encore essayé';
  return value ? 'oui' : 'non';
}

/**
 * Browser push in Settings: what works in this browser and what does not (SPEC §3 diagnostic,
 * §8 messages), with « Activer dans ce navigateur », « Désactiver » and a test notification.
 */
export function PushPanel() {
  const [diagnostic, setDiagnostic] = useState<TPushDiagnostic | null>(null);
  const [busy, setBusy] = useState<'activate' | 'deactivate' | 'test' | null>(null);
  const [result, setResult] = useState<TResult | null>(null);

  const refresh = useCallback(async (withTest = false) => {
    const next = await runPushDiagnostic(withTest);
    setDiagnostic(next);
    return next;
  }, []);

  useEffect(() => {
    void refresh().catch(() =>
      setResult({ tone: 'error', text: 'Diagnostic impossible dans ce navigateur.' }),
    );
  }, [refresh]);

  async function run(action: 'activate' | 'deactivate' | 'test') {
    setBusy(action);
    setResult(null);
    try {
      if (action === 'activate') {
        await subscribePush();
        setResult({ tone: 'success', text: 'Notifications activées dans ce navigateur.' });
        await refresh();
      } else if (action === 'deactivate') {
        await unsubscribePush();
        setResult({ tone: 'info', text: 'Ce navigateur ne recevra plus de notifications.' });
        await refresh();
      } else {
        const next = await refresh(true);
        setResult(
          next.testSuccess
            ? { tone: 'success', text: 'Notification de test envoyée : elle va s’afficher.' }
            : { tone: 'error', text: PUSH_MESSAGES.testFailed },
        );
      }
    } catch (err) {
      setResult({ tone: 'error', text: err instanceof PushError ? err.message : 'Erreur inconnue' });
      await refresh().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  }

  const blocked =
    diagnostic?.browserSupport && !diagnostic.permissionGranted && Notification.permission === 'denied';
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3" aria-busy={diagnostic === null}>
      <h3 className="text-sm font-semibold text-slate-900">Ce navigateur</h3>
      {diagnostic === null ? (
        <p className="text-sm text-slate-500">Vérification de ce navigateur…</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Diagnostic des notifications">
          {CHECKS.map(({ key, label }) => {
            const value = diagnostic[key];
            return (
              <li key={key} className="flex justify-between gap-3">
                <span className="text-slate-700">{label}</span>
                <span className={`shrink-0 whitespace-nowrap ${toneOf(value)}`}>
                  {value === null ? '–' : value ? '✓' : '✗'} {stateText(value)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {blocked && <Notice tone="warning">{PUSH_MESSAGES.blocked}</Notice>}
      {diagnostic && diagnostic.errors.length > 0 && (
        <div className="text-sm text-slate-600">
          <p className="font-medium">À vérifier :</p>
          <ul className="list-disc pl-5">
            {diagnostic.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <div className="flex flex-wrap gap-2">
        {diagnostic?.subscriptionExists ? (
          <ActionButton
            variant="secondary"
            size="sm"
            loading={busy === 'deactivate'}
            onClick={() => run('deactivate')}
          >
            Désactiver
          </ActionButton>
        ) : (
          <ActionButton
            size="sm"
            loading={busy === 'activate'}
            disabled={!diagnostic?.browserSupport || Boolean(blocked)}
            onClick={() => run('activate')}
          >
            Activer dans ce navigateur
          </ActionButton>
        )}
        <ActionButton
          variant="secondary"
          size="sm"
          loading={busy === 'test'}
          disabled={!diagnostic?.browserSupport}
          onClick={() => run('test')}
        >
          Envoyer une notification de test
        </ActionButton>
      </div>
    </div>
  );
}
