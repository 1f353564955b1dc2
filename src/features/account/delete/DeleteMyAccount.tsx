import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { authErrorCode, reauthenticate, usesPassword, type AuthUser } from '@/data';
import { paths } from '@/config/paths';
import { ActionPanel } from '../ActionPanel';
import { ACCOUNT_TEXT } from '../messages';
import { deleteAccount } from './deleteAccount';

type Phase = { kind: 'closed' } | { kind: 'confirming'; error: string | null } | { kind: 'deleting'; step: string } | { kind: 'failed' };

const WRONG_PASSWORD = new Set(['wrong-password', 'invalid-credential', 'invalid-login-credentials']);

/** "Delete my account" (UK GDPR article 17): re-authenticate, then erase everything and the sign-in. */
export function DeleteMyAccount({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'closed' });
  const [password, setPassword] = useState('');
  const [withPassword, setWithPassword] = useState(true);

  useEffect(() => {
    void usesPassword().then(setWithPassword);
  }, [user.uid]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await reauthenticate(withPassword ? password : null);
    } catch (error) {
      setPhase({ kind: 'confirming', error: WRONG_PASSWORD.has(authErrorCode(error)) ? ACCOUNT_TEXT.wrongPassword : ACCOUNT_TEXT.reauthFailed });
      return;
    }
    setPhase({ kind: 'deleting', step: 'account' });
    try {
      await deleteAccount(user.uid, (step) => setPhase({ kind: 'deleting', step }));
      toast.success(ACCOUNT_TEXT.deleted);
      navigate(paths.home());
    } catch (error) {
      console.error('Account deletion stopped', error);
      setPhase({ kind: 'failed' });
    }
  };

  return (
    <ActionPanel
      danger
      id="delete"
      heading={ACCOUNT_TEXT.deleteHeading}
      intro={ACCOUNT_TEXT.deleteIntro}
      progress={phase.kind === 'deleting' ? ACCOUNT_TEXT.deleting(phase.step) : null}
      failure={phase.kind === 'failed' ? ACCOUNT_TEXT.deleteFailed : null}
    >
      {phase.kind === 'closed' ? (
        <Button variant="danger" onClick={() => setPhase({ kind: 'confirming', error: null })}>
          {ACCOUNT_TEXT.deleteStart}
        </Button>
      ) : null}
      {phase.kind === 'confirming' ? (
        <form onSubmit={(event) => void confirm(event)} className="space-y-3">
          {withPassword ? (
            <TextField
              label={ACCOUNT_TEXT.passwordLabel}
              hint={ACCOUNT_TEXT.passwordHint}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              error={phase.error ?? undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : phase.error ? (
            <p role="alert" className="text-sm text-red-800 dark:text-red-300">
              {phase.error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger">
              {withPassword ? ACCOUNT_TEXT.deleteConfirm : ACCOUNT_TEXT.googleConfirm}
            </Button>
            <Button variant="secondary" onClick={() => setPhase({ kind: 'closed' })}>
              {ACCOUNT_TEXT.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </ActionPanel>
  );
}
