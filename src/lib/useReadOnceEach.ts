import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Values read once per key while the component lives: a longer or reordered list of keys reads
 * only the keys new to it. `read` answers for the keys it is given (a key it leaves out counts as
 * read, with nothing); when it fails, those keys stay unread until the list changes.
 */
export function useReadOnceEach<V>(keys: readonly string[], read: (keys: string[]) => Promise<ReadonlyMap<string, V>>): ReadonlyMap<string, V | undefined> {
  const [known, setKnown] = useState<ReadonlyMap<string, V | undefined>>(() => new Map());
  const missing = [...new Set(keys)].filter((key) => !known.has(key)).sort().join('\n');
  const readMissing = useEffectEvent(read);
  useEffect(() => {
    if (!missing) return;
    let current = true;
    const asked = missing.split('\n');
    readMissing(asked)
      .then((values) => current && setKnown((before) => new Map([...before, ...asked.map((key): [string, V | undefined] => [key, values.get(key)])])))
      .catch((error: unknown) => console.warn('A read for this screen failed; it shows without it', error));
    return () => {
      current = false;
    };
  }, [missing]);
  return known;
}
