import { Input, Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appStateAtom } from '../../app-state/app-state.state';
import { CAPTCHA_POLL_MS } from '../../config/constants';
import { hostnameAtom } from '../../environment/environment.state';
import { captchaNeeded } from './captcha-needed';

interface ReCaptcha {
  render: (element: HTMLElement, options: Record<string, unknown>) => number;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const SCRIPT_ID = 'lens-recaptcha';

function loadScript(language: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
  script.async = true;
  document.head.appendChild(script);
}

/** True when this page's forms must carry a captcha token. */
export function useCaptchaNeeded(): boolean {
  const hostname = useAtomValue(hostnameAtom);
  const siteKey = useAtomValue(appStateAtom)?.recaptchaV2PublicKey ?? '';
  const webdriver = typeof navigator !== 'undefined' && navigator.webdriver === true;
  return captchaNeeded({ hostname, siteKey, webdriver });
}

/**
 * The reCAPTCHA v2 checkbox: the script loads on first use, and the widget renders once
 * `grecaptcha.render` exists (polled every 500 ms, spec 000 §9). Its token goes to `onToken`.
 */
export function Captcha({
  label,
  onToken,
  error,
}: {
  label: string;
  onToken: (token: string | undefined) => void;
  error?: string;
}) {
  const { i18n } = useTranslation();
  const siteKey = useAtomValue(appStateAtom)?.recaptchaV2PublicKey ?? '';
  const box = useRef<HTMLDivElement>(null);
  const rendered = useRef(false);
  const callback = useRef(onToken);
  callback.current = onToken;

  useEffect(() => {
    loadScript(i18n.language);
    const timer = setInterval(() => {
      const element = box.current;
      if (rendered.current || !element || !window.grecaptcha?.render) return;
      rendered.current = true;
      clearInterval(timer);
      window.grecaptcha.render(element, {
        sitekey: siteKey,
        callback: (token: string) => callback.current(token),
        'expired-callback': () => callback.current(undefined),
      });
    }, CAPTCHA_POLL_MS);
    return () => clearInterval(timer);
  }, [i18n.language, siteKey]);

  return (
    <Stack gap={4}>
      <div ref={box} aria-label={label} role="group" />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
