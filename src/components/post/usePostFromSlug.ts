import { useEffect, useState } from 'react';
import { MESSAGES } from '@/config/messages';
import { parsePostId } from '@/config/paths';

export type PostLoad<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; post: T };

/** Loads a post from a `{slug}-id-{id}` URL segment, with the spec's three failure messages. */
export function usePostFromSlug<T>(slug: string | undefined, fetchPost: (id: string) => Promise<T | null>): PostLoad<T> {
  const id = parsePostId(slug ?? '');
  const [result, setResult] = useState<{ id: string; load: PostLoad<T> } | null>(null);
  useEffect(() => {
    if (!id) return;
    let current = true;
    fetchPost(id)
      .then((post) => {
        if (current) setResult({ id, load: post ? { state: 'ready', post } : { state: 'error', message: MESSAGES.postNotFound } });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the post', error);
        if (current) setResult({ id, load: { state: 'error', message: MESSAGES.postLoadFailed } });
      });
    return () => {
      current = false;
    };
  }, [id, fetchPost]);
  if (!id) return { state: 'error', message: MESSAGES.invalidPostUrl };
  return result?.id === id ? result.load : { state: 'loading' };
}
