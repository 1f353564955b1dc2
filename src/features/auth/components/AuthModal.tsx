import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { GoogleSignIn } from './GoogleSignIn';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

type Mode = 'login' | 'register';

export function AuthModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('login');
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md px-3 py-2 text-sm font-semibold ${active ? 'bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-white' : 'text-slate-700 dark:text-slate-300'}`;
  return (
    <Modal open={open} onClose={onClose} title={mode === 'login' ? 'Login' : 'Create your account'}>
      <div role="group" aria-label="Login or register" className="mb-5 flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        <button type="button" aria-pressed={mode === 'login'} className={tabClass(mode === 'login')} onClick={() => setMode('login')}>
          Login
        </button>
        <button type="button" aria-pressed={mode === 'register'} className={tabClass(mode === 'register')} onClick={() => setMode('register')}>
          Register
        </button>
      </div>
      {mode === 'login' ? <LoginForm onDone={onClose} /> : <RegisterForm onDone={onClose} />}
      <div className="my-4 flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <GoogleSignIn onDone={onClose} />
    </Modal>
  );
}
