import { Button } from '@/components/ui/Button';
import { MESSAGES } from '@/config/messages';
import { useAuthDialogs } from '@/features/auth';

export function NeedsRole() {
  const { openDialog } = useAuthDialogs();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">{MESSAGES.selectRole}</h1>
      <Button onClick={() => openDialog('role')}>Choose your profile</Button>
    </div>
  );
}
