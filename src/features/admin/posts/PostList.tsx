import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { MESSAGES, SUCCESS } from '@/config/messages';
import { ConfirmModal } from '../components/ConfirmModal';
import { ListStates } from '../components/ListStates';
import { useBusyAction } from '../hooks/useBusyAction';
import { useCursorPages } from '@/lib/useCursorPages';
import { ADMIN_LABELS } from '../messages';
import { deleteWithImages } from './deletePost';
import { PostModal } from './PostModal';
import { PostRow } from './PostRow';
import { PostSignals } from '../review/PostSignals';
import type { PostKind } from './postKinds';

export interface PostListProps<T> {
  kind: PostKind<T>;
  /** Called after a post is edited or deleted (the overview counts change). */
  onChanged: () => void;
}

/** 10 posts per page (status asc, lastActivity desc), each openable in a modal and deletable. */
export function PostList<T>({ kind, onChanged }: PostListProps<T>) {
  const pages = useCursorPages(kind.fetchPage, kind.idOf);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const deletion = useBusyAction();
  const find = (id: string | null) => (id ? pages.items.find((post) => kind.idOf(post) === id) : undefined);
  const opened = find(openId);
  const toDelete = find(deleteId);

  const confirmDelete = async () => {
    if (!toDelete) return;
    let leftovers: string[] = [];
    const ok = await deletion.run(async () => {
      leftovers = (await deleteWithImages(() => kind.deleteDocument(toDelete), kind.images(toDelete))).failed;
    }, MESSAGES.deletePostFailed);
    setDeleteId(null);
    if (!ok) {
      toast.error(MESSAGES.deletePostFailed);
      return;
    }
    pages.remove(kind.idOf(toDelete));
    toast.success(SUCCESS.postDeleted);
    if (leftovers.length > 0) toast.error(ADMIN_LABELS.imagesLeftBehind);
    onChanged();
  };

  return (
    <>
      <ListStates paging={pages} empty={pages.items.length === 0} emptyText={MESSAGES.noPosts}>
        <ul aria-label={kind.label} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {pages.items.map((post) => (
            <PostRow key={kind.idOf(post)} summary={kind.summarize(post)} onOpen={() => setOpenId(kind.idOf(post))} onDelete={() => setDeleteId(kind.idOf(post))} />
          ))}
        </ul>
      </ListStates>

      {opened ? (
        <PostModal key={kind.idOf(opened)} open title={kind.summarize(opened).title} publicHref={kind.publicHref(opened)} details={
            <>
              <kind.Details post={opened} />
              <PostSignals screened={kind.screened(opened)} />
            </>
          } onClose={() => setOpenId(null)}>
          <kind.EditForm
            post={opened}
            onCancel={() => setOpenId(null)}
            onSaved={(saved) => {
              pages.update(kind.idOf(saved), () => saved);
              setOpenId(null);
              toast.success(SUCCESS.postUpdated);
              onChanged();
            }}
          />
        </PostModal>
      ) : null}

      <ConfirmModal
        open={Boolean(toDelete)}
        title="Delete this post permanently?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.busy}
        danger
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteId(null)}
      >
        <p>
          <strong className="text-slate-900 dark:text-white">{toDelete ? kind.summarize(toDelete).title : ''}</strong> and its images will be deleted for
          good. This cannot be undone.
        </p>
      </ConfirmModal>
    </>
  );
}
