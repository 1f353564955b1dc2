import { useEffect, useState } from 'react';
import { fetchPremiumUserIds } from '@/data';
import type { PostContact } from '@/types/domain';

interface OwnedPost {
  id: string;
  userId: string;
}

export interface PremiumContact {
  premium: boolean;
  /** The poster's number, only when the poster is premium (the rules hide it otherwise). */
  phone: string | null;
}

/** Whether a post's owner is premium and, if so, their phone number from the post's contact document. */
export function usePremiumContact(post: OwnedPost | null, fetchContact: (postId: string) => Promise<PostContact | null>): PremiumContact {
  const [result, setResult] = useState<PremiumContact & { postId: string } | null>(null);
  const postId = post?.id;
  const ownerId = post?.userId;
  useEffect(() => {
    if (!postId || !ownerId) return;
    let current = true;
    fetchPremiumUserIds([ownerId])
      .then(async (ids) => {
        const premium = ids.has(ownerId);
        const contact = premium ? await fetchContact(postId) : null;
        if (current) setResult({ postId, premium, phone: contact?.phoneNumber || null });
      })
      .catch((error: unknown) => console.error('Failed to load contact details', error));
    return () => {
      current = false;
    };
  }, [postId, ownerId, fetchContact]);
  return result && result.postId === postId ? { premium: result.premium, phone: result.phone } : { premium: false, phone: null };
}
