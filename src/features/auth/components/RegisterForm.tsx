import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { linkInTextError } from '@/config/formMessages';
import { registerWithEmail } from '@/data';
import { isMailSafe } from '@/lib/linkLike';
import { rememberRegistration } from '@/session/loadProfile';
import { PRIVACY_PATH } from '@/features/privacy';
import { useAuthCommand } from '../hooks/useAuthForm';

/** Registration: name, email, password and phone are all required (min password length is Firebase's 6). */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState({ name: '', email: '', password: '', phone: '' });
  const { busy, error, run } = useAuthCommand();
  const [nameError, setNameError] = useState<string | undefined>();
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Checked before the account exists: the rules would refuse the profile after it.
    const unsafe = !isMailSafe(form.name);
    setNameError(unsafe ? linkInTextError('Your name') : undefined);
    if (unsafe) return;
    rememberRegistration({ name: form.name.trim(), phoneNumber: form.phone.trim() });
    const ok = await run(() => registerWithEmail(form.name, form.email, form.password));
    if (ok) onDone();
    else rememberRegistration(null);
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField label="Full name" name="name" autoComplete="name" required value={form.name} error={nameError} onChange={set('name')} />
      <TextField label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        value={form.password}
        onChange={set('password')}
      />
      <TextField label="Phone number" type="tel" name="phone" autoComplete="tel" required value={form.phone} onChange={set('phone')} />
      <FormAlert message={error} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {/* A new tab, so what is typed here stays. */}
        How we use your details:{' '}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener" className="font-semibold text-orange-800 underline dark:text-orange-300">
          Privacy notice
        </a>
      </p>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Register'}
      </Button>
    </form>
  );
}
