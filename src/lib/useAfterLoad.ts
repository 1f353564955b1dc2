import { useEffect, useState } from 'react';
import { afterPageSettles } from './afterPageSettles';

/** True once the page has loaded and settled (see afterPageSettles): for extras that must not compete with it. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageSettles(() => setReady(true)), []);
  return ready;
}
