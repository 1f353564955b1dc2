import { Modal } from '@/components/ui/Modal';
import { ROLES, type Role } from '@/data/collections/profiles';

const DESCRIPTIONS: Record<Role, string> = {
  'I Have Room': 'List a spare room and find the right flatmate.',
  'I Need Room': 'Browse rooms and let owners find your profile.',
};

export function RolePickerModal({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (role: Role) => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Select Your Profile" size="sm">
      <div className="grid gap-3">
        {ROLES.map((role) => (
          <button
            key={role}
            type="button"
            onClick={() => onPick(role)}
            className="rounded-xl border-2 border-slate-200 p-4 text-left hover:border-orange-700 focus-visible:border-orange-700 dark:border-slate-700 dark:hover:border-orange-400"
          >
            <span className="block text-lg font-bold text-slate-900 dark:text-white">{role}</span>
            <span className="block text-sm text-slate-700 dark:text-slate-300">{DESCRIPTIONS[role]}</span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
