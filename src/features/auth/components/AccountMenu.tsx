import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/messages';
import { NOTIFICATION_SETTINGS } from '@/features/notifications';
import { initialsOf } from '@/lib/initials';
import { ACCOUNT_PATH } from '@/features/account';
import { useSession } from '@/session/useSession';
import { useRoleSwitch } from '../hooks/useRoleSwitch';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/** The avatar menu: initials, name, Admin Dashboard (admins), Settings, role switch and Logout. */
export function AccountMenu() {
  const { profile, role, signOut } = useSession();
  const switchRole = useRoleSwitch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = profile?.name ?? '';
  const run = (action: () => unknown) => () => {
    setOpen(false);
    void action();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-orange-700 text-sm font-bold text-white hover:bg-orange-800"
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
        <span className="sr-only">Account menu for {name || 'your account'}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="px-3 py-2 text-sm">
            <span className="block text-slate-600 dark:text-slate-400">Signed in as</span>
            <span className="block truncate font-semibold text-slate-900 dark:text-white">{name}</span>
          </p>
          <ul className="border-t border-slate-200 pt-1 dark:border-slate-700">
            {profile?.isAdmin ? (
              <li>
                <button type="button" className={itemClass} onClick={run(() => navigate(paths.tab('admin')))}>
                  Admin Dashboard
                </button>
              </li>
            ) : null}
            <li>
              <button type="button" className={itemClass} onClick={run(() => navigate(paths.settings()))}>
                {NOTIFICATION_SETTINGS.pageTitle}
              </button>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={run(() => navigate(paths.viewings()))}>
                Upcoming viewings
              </button>
            </li>
            <li>
              <button type="button" className={itemClass} onClick={run(() => navigate(ACCOUNT_PATH))}>
                Your account and data
              </button>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={run(() => switchRole(role === 'I Have Room' ? 'I Need Room' : 'I Have Room'))}
              >
                {role === 'I Have Room' ? 'Switch to Finding Room' : 'Switch to Offering Room'}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={run(async () => {
                  try {
                    await signOut();
                    navigate(paths.home());
                  } catch (error) {
                    console.error('Sign-out failed', error);
                    toast.error(MESSAGES.unexpected);
                  }
                })}
              >
                Logout
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
