import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { collectMyData } from '@/data';
import { todayIso } from '@/lib/dates';
import { ActionStatus } from '../ActionStatus';
import { ACCOUNT_TEXT } from '../messages';
import { saveJsonFile } from './saveJsonFile';

type Phase = { kind: 'idle' } | { kind: 'reading'; step: string; documents: number } | { kind: 'failed' } | { kind: 'done'; truncated: boolean };

/** "Download my data" (UK GDPR articles 15 and 20): reads everything, then saves one JSON file. */
export function DownloadMyData({ uid }: { uid: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const reading = phase.kind === 'reading';

  const download = async () => {
    setPhase({ kind: 'reading', step: 'profile', documents: 0 });
    try {
      const data = await collectMyData(uid, (step, documents) => setPhase({ kind: 'reading', step, documents }));
      saveJsonFile(ACCOUNT_TEXT.fileName(todayIso()), data);
      setPhase({ kind: 'done', truncated: data.truncated });
      toast.success(ACCOUNT_TEXT.downloaded);
    } catch (error) {
      console.error('Data export failed', error);
      setPhase({ kind: 'failed' });
    }
  };

  return (
    <section aria-labelledby="download-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="download-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {ACCOUNT_TEXT.downloadHeading}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{ACCOUNT_TEXT.downloadIntro}</p>
      <Button onClick={() => void download()} disabled={reading}>
        {ACCOUNT_TEXT.downloadButton}
      </Button>
      <ActionStatus
        progress={
          <>
            {reading ? ACCOUNT_TEXT.downloading(phase.step, phase.documents) : null}
            {phase.kind === 'done' ? ACCOUNT_TEXT.downloaded : null}
            {phase.kind === 'done' && phase.truncated ? ` ${ACCOUNT_TEXT.truncated}` : null}
          </>
        }
        failure={phase.kind === 'failed' ? ACCOUNT_TEXT.downloadFailed : null}
      />
    </section>
  );
}
