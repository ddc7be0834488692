import { useEffect, useState } from 'react';
import { WEBAUTHN_MESSAGES } from '../../../../shared/schemas/webauthn';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { KeySignInError, signInWithKey, useHasKeyQuery } from '../api/webauthn-sign-in';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The login form's security-key sign-in: whether the typed address has a key (asked once typing pauses),
 * the button's action, and the browser's passkey autofill started while the form is open.
 */
export function useSecurityKeySignIn(typedEmail: string, rememberMe: boolean) {
  const { signIn } = useAuth();
  const email = useDebouncedValue(typedEmail.trim(), 400);
  const hasKey = useHasKeyQuery(LOOKS_LIKE_EMAIL.test(email) ? email : null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (input: { email?: string; autofill?: boolean }) => {
    const session = await signInWithKey({ ...input, rememberMe });
    signIn({ token: session.token, user: session.user, rememberMe });
  };

  const onSignIn = async () => {
    setError(null);
    setPending(true);
    try {
      await run({ email });
    } catch (failure) {
      setError(failure instanceof KeySignInError ? failure.message : null);
    } finally {
      setPending(false);
    }
  };

  // Conditional UI: the browser offers passkeys in the e-mail field's suggestions; aborted on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per opening of the form.
  useEffect(() => {
    let active = true;
    void import('@simplewebauthn/browser').then(async (lib) => {
      if (!active || !(await lib.browserSupportsWebAuthnAutofill())) return;
      // A dismissed suggestion is no error; a refusal by the server after a chosen passkey is shown.
      run({ autofill: true }).catch((failure) => {
        if (active && failure instanceof KeySignInError && failure.message !== WEBAUTHN_MESSAGES.error) {
          setError(failure.message);
        }
      });
    });
    return () => {
      active = false;
      void import('@simplewebauthn/browser').then((lib) => lib.WebAuthnAbortService.cancelCeremony());
    };
  }, []);

  return { showButton: hasKey.data === true, onSignIn, pending, error };
}
