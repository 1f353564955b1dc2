import ReCAPTCHA from 'react-google-recaptcha';
import type { BotCheckWidgetProps } from './botCheckTypes';

/** Google reCAPTCHA v2 (loaded lazily: only the create screen pays for it). */
export default function RecaptchaBotCheck({ siteKey, onChange }: BotCheckWidgetProps & { siteKey: string }) {
  const dark = document.documentElement.classList.contains('dark');
  return (
    <ReCAPTCHA
      sitekey={siteKey}
      theme={dark ? 'dark' : 'light'}
      onChange={(token) => onChange(token !== null)}
      onExpired={() => onChange(false)}
      onErrored={() => onChange(false)}
    />
  );
}
