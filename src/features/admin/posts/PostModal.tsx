import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { ADMIN_MESSAGES } from '../messages';

export interface PostModalProps {
  open: boolean;
  title: string;
  publicHref: string;
  details: ReactNode;
  /** The edit form. */
  children: ReactNode;
  onClose: () => void;
}

/**
 * A post as the admin sees it: details, a blocked "Message User" (admins never start chats
 * from the dashboard) and the edit form. Feedback is shown inside the dialog, where
 * it is visible above the backdrop.
 */
export function PostModal({ open, title, publicHref, details, children, onClose }: PostModalProps) {
  const [chatBlocked, setChatBlocked] = useState(false);
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      <div className="space-y-6">
        {details}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => setChatBlocked(true)}>
            Message User
          </Button>
          <a href={publicHref} target="_blank" rel="noopener" className="text-sm font-semibold text-orange-800 underline dark:text-orange-300">
            View public page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        {chatBlocked ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {ADMIN_MESSAGES.adminNoChat}
          </p>
        ) : null}
        <section aria-labelledby="admin-post-edit-heading" className="border-t border-slate-200 pt-5 dark:border-slate-700">
          <h3 id="admin-post-edit-heading" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
            Edit post
          </h3>
          {children}
        </section>
      </div>
    </Modal>
  );
}
