import { MESSAGES } from '@/config/messages';
import { parsePostId } from '@/config/paths';

/** A post named by a `{slug}-id-{id}` URL segment: the post, or the spec's message for why not. */
export type PostLoad<T> = { state: 'error'; message: string } | { state: 'ready'; post: T };

/** Reads the post a URL segment names. Never rejects: a failed read becomes its message. */
export async function loadPost<T>(slug: string | undefined, fetchPost: (id: string) => Promise<T | null>): Promise<PostLoad<T>> {
  const id = parsePostId(slug ?? '');
  if (!id) return { state: 'error', message: MESSAGES.invalidPostUrl };
  try {
    const post = await fetchPost(id);
    return post ? { state: 'ready', post } : { state: 'error', message: MESSAGES.postNotFound };
  } catch (error) {
    console.error('Failed to load the post', error);
    return { state: 'error', message: MESSAGES.postLoadFailed };
  }
}
