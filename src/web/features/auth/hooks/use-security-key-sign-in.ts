import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { KeySignInError, NO_KEY_ANSWERED, signInWithKey } from '../api/webauthn-sign-in';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TKeySignInFailure = { message: string; hint: string | null };

/** Asked of a key button pressed before the address is typed in full. */
export const KEY_NEEDS_EMAIL =
  'Saisissez l’adresse e-mail de votre compte pour vous connecter avec votre clé.';

/**
 * The login form's security-key sign-in: the button's action for the typed address (the server no
 * longer tells which addresses have a key, ADR 0041, so the form does not ask), and the browser's
 * passkey autofill started while the form is open.
 */
export function useSecurityKeySignIn(typedEmail: string, rememberMe: boolean) {
  const { signIn } = useAuth();
  const email = typedEmail.trim();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<TKeySignInFailure | null>(null);

  const run = async (input: { email?: string; autofill?: boolean }) => {
    const session = await signInWithKey({ ...input, rememberMe });
    signIn({ token: session.token, user: session.user, rememberMe });
  };

  const onSignIn = async () => {
    if (!LOOKS_LIKE_EMAIL.test(email)) {
      setError({ message: KEY_NEEDS_EMAIL, hint: null });
      return;
    }
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

  return { onSignIn, pending, error };
}
