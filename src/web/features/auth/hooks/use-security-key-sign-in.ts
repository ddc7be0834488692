import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { KeySignInError, NO_KEY_ANSWERED, signInWithKey } from '../api/webauthn-sign-in';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TKeySignInFailure = { message: string; hint: string | null };

/**
 * The login form's security-key sign-in: the button for any well-formed address, shown once typing
 * pauses (the server no longer tells which addresses have a key, ADR 0041, so the form does not
 * ask), its action, and the browser's passkey autofill started while the form is open.
 */
export function useSecurityKeySignIn(typedEmail: string, rememberMe: boolean) {
  const { signIn } = useAuth();
  const email = typedEmail.trim();
  const settled = useDebouncedValue(email, 400);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<TKeySignInFailure | null>(null);

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
      if (failure instanceof KeySignInError) {
        // No key answered: cancelled, or none registered for this address — the form cannot tell.
        setError({ message: failure.message, hint: failure.ceremony ? NO_KEY_ANSWERED : null });
      }
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
        if (active && failure instanceof KeySignInError && !failure.ceremony) {
          setError({ message: failure.message, hint: null });
        }
      });
    });
    return () => {
      active = false;
      void import('@simplewebauthn/browser').then((lib) => lib.WebAuthnAbortService.cancelCeremony());
    };
  }, []);

  const showButton = LOOKS_LIKE_EMAIL.test(settled) && LOOKS_LIKE_EMAIL.test(email);
  return { showButton, onSignIn, pending, error };
}
