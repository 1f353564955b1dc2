import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { collectMyData } from '@/data';
import { todayIso } from '@/lib/dates';
import { ActionPanel } from '../ActionPanel';
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
    <ActionPanel
      id="download"
      heading={ACCOUNT_TEXT.downloadHeading}
      intro={ACCOUNT_TEXT.downloadIntro}
      progress={
        <>
          {reading ? ACCOUNT_TEXT.downloading(phase.step, phase.documents) : null}
          {phase.kind === 'done' ? ACCOUNT_TEXT.downloaded : null}
          {phase.kind === 'done' && phase.truncated ? ` ${ACCOUNT_TEXT.truncated}` : null}
        </>
      }
      failure={phase.kind === 'failed' ? ACCOUNT_TEXT.downloadFailed : null}
    >
      <Button onClick={() => void download()} disabled={reading}>
        {ACCOUNT_TEXT.downloadButton}
      </Button>
    </ActionPanel>
  );
}
