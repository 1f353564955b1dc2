import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { signInWithEmail } from '@/data';
import { useAuthCommand } from '../hooks/useAuthForm';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAuthCommand();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => signInWithEmail(email, password))) onDone();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormAlert message={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Login'}
      </Button>
    </form>
  );
}
