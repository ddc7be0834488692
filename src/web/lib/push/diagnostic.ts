import { PUSH_DIAGNOSTIC_CAUSES } from './messages';
import { fetchVapidKey, isPushSupported, PushError, sendTestPush } from './push-client';

/** SPEC §3 « Push diagnostic result ». testSuccess is null until a test was sent. */
export type TPushDiagnostic = {
  browserSupport: boolean;
  serviceWorkerRegistered: boolean;
  permissionGranted: boolean;
  subscriptionExists: boolean;
  vapidKeyReceived: boolean;
  testSuccess: boolean | null;
  errors: string[];
};

export type TDiagnosticCheck = Exclude<keyof TPushDiagnostic, 'errors'>;

/** Every check of the set-up, in order; `withTest` also sends « Test de notification ». */
export async function runPushDiagnostic(withTest = false): Promise<TPushDiagnostic> {
  const result: TPushDiagnostic = {
    browserSupport: isPushSupported(),
    serviceWorkerRegistered: false,
    permissionGranted: false,
    subscriptionExists: false,
    vapidKeyReceived: false,
    testSuccess: null,
    errors: [],
  };
  if (!result.browserSupport) {
    result.errors.push(PUSH_DIAGNOSTIC_CAUSES.browserSupport);
    return result;
  }
  result.permissionGranted = Notification.permission === 'granted';
  if (!result.permissionGranted) result.errors.push(PUSH_DIAGNOSTIC_CAUSES.permissionGranted);
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  result.serviceWorkerRegistered = Boolean(registration?.active);
  if (!result.serviceWorkerRegistered) result.errors.push(PUSH_DIAGNOSTIC_CAUSES.serviceWorkerRegistered);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  result.subscriptionExists = Boolean(subscription?.endpoint);
  if (!result.subscriptionExists) result.errors.push(PUSH_DIAGNOSTIC_CAUSES.subscriptionExists);
  try {
    await fetchVapidKey();
    result.vapidKeyReceived = true;
  } catch (err) {
    result.errors.push(
      `${PUSH_DIAGNOSTIC_CAUSES.vapidKeyReceived} ${err instanceof PushError ? err.message : ''}`.trim(),
    );
  }
  if (withTest) {
    try {
      const { sent } = await sendTestPush();
      result.testSuccess = sent > 0;
    } catch (err) {
      result.testSuccess = false;
      if (err instanceof Error) result.errors.push(err.message);
    }
    if (!result.testSuccess) result.errors.push(PUSH_DIAGNOSTIC_CAUSES.testSuccess);
  }
  return result;
}
