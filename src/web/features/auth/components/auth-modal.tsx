import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTemporaryTitle } from '../../../lib/use-temporary-title';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type TAuthView = 'login' | 'register';

const TITLES = { login: 'Connexion', register: 'Créer un compte', forgot: 'Mot de passe oublié' } as const;
const TAB_TITLES = {
  login: 'Connexion — Créneau',
  register: 'Inscription — Créneau',
  forgot: 'Mot de passe oublié — Créneau',
} as const;

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-white ' +
  'data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

type AuthModalProps = {
  view: TAuthView;
  onViewChange: (view: TAuthView) => void;
  onClose: () => void;
};

/** The login/register modal of `/?auth=login|register`, with the forgot-password step inside it. */
export function AuthModal({ view, onViewChange, onClose }: AuthModalProps) {
  const [forgotOpen, setForgotOpen] = useState(false);
  const current = forgotOpen ? 'forgot' : view;
  useTemporaryTitle(TAB_TITLES[current]);

  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title={TITLES[current]}>
      {forgotOpen ? (
        <ForgotPasswordForm onBackToLogin={() => setForgotOpen(false)} />
      ) : (
        <Tabs.Root
          value={view}
          onValueChange={(value) => onViewChange(value === 'register' ? 'register' : 'login')}
        >
          <Tabs.List
            aria-label="Connexion ou inscription"
            className="mb-5 flex gap-1 rounded-lg bg-slate-100 p-1"
          >
            <Tabs.Trigger value="login" className={tabClass}>
              Se connecter
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              S’inscrire
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="focus-visible:outline-none">
            <LoginForm onForgotPassword={() => setForgotOpen(true)} />
          </Tabs.Content>
          <Tabs.Content value="register" className="focus-visible:outline-none">
            <RegisterForm />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </ModalDialog>
  );
}
