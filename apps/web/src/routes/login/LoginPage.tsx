import { Stack, Tabs, Title } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../routing/PageLoader';
import { type Profile } from '../../session/profile';
import { tokenAtom } from '../../session/session.state';
import { registerTypedAtom } from './register-typed.state';
import { secondStepAtom } from './second-step.state';
import { SignInForm } from './SignInForm';
import { useAccountTranslation } from '../../features/texts/use-account-translation';

// The sign-in form is the first screen; the others load when they are shown (DESIGN §12).
const RegisterForm = lazy(() =>
  import('./RegisterForm').then((m) => ({ default: m.RegisterForm })),
);
const TwoStepForm = lazy(() => import('./TwoStepForm').then((m) => ({ default: m.TwoStepForm })));

type Mode = 'signIn' | 'register';

/**
 * /login (spec 000 §2): sign in or create an account. A new account with a mobile number then
 * confirms it with a texted code (two-step) before going on, and a profile with a verified phone
 * finishes every sign-in with one; `/` decides where (onboarding or the dashboard).
 */
export function LoginPage() {
  const { t } = useAccountTranslation(['account', 'pages']);
  const navigate = useNavigate();
  // Back to a registration under way opens its tab again, filled in.
  const registering = useAtomValue(registerTypedAtom) !== null;
  const [mode, setMode] = useState<Mode>(registering ? 'register' : 'signIn');
  const [storedStep, setSecondStep] = useAtom(secondStepAtom);
  // A step kept from before a reload holds only with the session it was started in.
  const secondStep = useAtomValue(tokenAtom) ? storedStep : null;
  const done = () => {
    setSecondStep(null);
    void navigate('/', { replace: true });
  };
  const signedIn = (profile: Profile) =>
    profile.twoStepRequired
      ? setSecondStep({ kind: 'signIn', maskedPhone: profile.phone_number_masked ?? '' })
      : done();

  if (secondStep) {
    return (
      <Stack gap="lg" maw={480}>
        <Title order={1}>{t('twoStep.title')}</Title>
        <Suspense fallback={<PageLoader />}>
          {secondStep.kind === 'verify' ? (
            <TwoStepForm phoneNumber={secondStep.phone} onVerified={done} onSkip={done} />
          ) : (
            <TwoStepForm phoneNumber={secondStep.maskedPhone} signIn onVerified={done} />
          )}
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={480}>
      <Title order={1}>{t('pages:login')}</Title>
      <Tabs
        keepMounted={false}
        value={mode}
        onChange={(value) => setMode(value === 'register' ? 'register' : 'signIn')}
      >
        <Tabs.List grow>
          <Tabs.Tab value="signIn">{t('tabs.signIn')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('tabs.register')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signIn" pt="lg">
          <SignInForm onSignedIn={signedIn} />
        </Tabs.Panel>
        <Tabs.Panel value="register" pt="lg">
          <Suspense fallback={<PageLoader />}>
            <RegisterForm
              onRegistered={(phone) => (phone ? setSecondStep({ kind: 'verify', phone }) : done())}
            />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
