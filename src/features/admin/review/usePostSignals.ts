import { useCallback, useEffect, useState } from 'react';
import { screenPost, type PostSignal, type ScreenedPost } from './postSignals';

export type SignalsState = { state: 'checking' } | { state: 'ready'; signals: PostSignal[] } | { state: 'failed' };

/** The risk signals of one visible post, computed once per post (again on retry). */
export function usePostSignals(screened: ScreenedPost): SignalsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: SignalsState } | null>(null);
  const key = `${screened.kind}:${screened.post.id}:${attempt}`;

  useEffect(() => {
    let current = true;
    screenPost(screened)
      .then((signals) => current && setResult({ key, value: { state: 'ready', signals } }))
      .catch((error: unknown) => {
        console.error('Risk signals failed', error);
        if (current) setResult({ key, value: { state: 'failed' } });
      });
    return () => {
      current = false;
    };
    // The key names the post and the attempt; the object itself is recreated on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...(result?.key === key ? result.value : { state: 'checking' }), retry };
}
