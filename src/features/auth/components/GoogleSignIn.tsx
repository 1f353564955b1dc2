import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { env } from '@/config/env';
import { signInWithEmulatorGoogleToken, signInWithGoogle } from '@/data';
import { useAuthCommand } from '../hooks/useAuthForm';

/**
 * Google sign-in. Production opens Google's popup. The local emulator build cannot reach
 * Google (no internet), so it offers a clearly labelled simulated Google account instead,
 * signed in through the Auth emulator with a fake Google ID token: the offline build stays usable
 * end to end, and nobody mistakes the stand-in for Google.
 */
export function GoogleSignIn({ onDone }: { onDone: () => void }) {
  const { busy, error, run } = useAuthCommand();
  const [emulatorForm, setEmulatorForm] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');

  if (env.useEmulators && emulatorForm) {
    const submit = async (event: FormEvent) => {
      event.preventDefault();
      const sub = `google-${email.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
      if (await run(() => signInWithEmulatorGoogleToken({ sub, email: email.trim(), name: name.trim() }))) onDone();
    };
    return (
      <form onSubmit={submit} className="space-y-3 rounded-lg border border-dashed border-slate-400 p-3 dark:border-slate-600">
        <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">Local emulator: simulated Google account</p>
        <TextField label="Google email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Google name" required value={name} onChange={(e) => setName(e.target.value)} />
        <FormAlert message={error} />
        <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
          Sign in with simulated Google
        </Button>
      </form>
    );
  }

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        disabled={busy}
        onClick={async () => {
          if (env.useEmulators) setEmulatorForm(true);
          else if (await run(() => signInWithGoogle())) onDone();
        }}
      >
        <span aria-hidden="true" className="font-bold text-blue-700 dark:text-blue-300">G</span>
        Continue with Google
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
