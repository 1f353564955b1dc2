import { useCallback, useState } from 'react';
import type { UploadListener, UploadStatus } from './uploadImages';

export interface UploadProgressState {
  /** Index-aligned with the files being uploaded; empty when nothing is uploading. */
  statuses: UploadStatus[];
  onUpdate: UploadListener;
  reset: () => void;
}

export function useUploadProgress(): UploadProgressState {
  const [statuses, setStatuses] = useState<UploadStatus[]>([]);
  const onUpdate = useCallback<UploadListener>((index, status) => {
    setStatuses((previous) => {
      const next = [...previous];
      for (let fill = next.length; fill < index; fill += 1) next[fill] = { phase: 'waiting', fraction: 0 };
      next[index] = status;
      return next;
    });
  }, []);
  const reset = useCallback(() => setStatuses([]), []);
  return { statuses, onUpdate, reset };
}
