import { useEffect, useState } from 'react';
import type { PostContact } from '@/data/collections/posts';

interface OwnedPost {
  id: string;
  ownerPremium: boolean;
}

export interface PremiumContact {
  premium: boolean;
  /** The poster's number, only when the poster is premium (the rules hide it otherwise). */
  phone: string | null;
}

/**
 * Whether a post's owner is premium (the post's `ownerPremium` mirror) and, if so, their phone
 * number from the post's contact document (the rules check the owner's profile before showing it).
 */
export function usePremiumContact(post: OwnedPost | null, fetchContact: (postId: string) => Promise<PostContact | null>): PremiumContact {
  const [result, setResult] = useState<{ postId: string; phone: string | null } | null>(null);
  const postId = post?.id;
  const premium = post?.ownerPremium ?? false;
  useEffect(() => {
    if (!postId || !premium) return;
    let current = true;
    fetchContact(postId)
      .then((contact) => current && setResult({ postId, phone: contact?.phoneNumber || null }))
      .catch((error: unknown) => console.error('Failed to load contact details', error));
    return () => {
      current = false;
    };
  }, [postId, premium, fetchContact]);
  return { premium, phone: premium && result !== null && result.postId === postId ? result.phone : null };
}
