import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { RadioChoices } from '@/components/form/RadioChoices';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import { VIEWING_DAYS_AHEAD, VIEWING_DEFAULT_MINUTES, VIEWING_MEETING_URL_MAX_LENGTH } from '@/config/constants';
import { openViewingTimes, ViewingTimesFullError } from '@/data';
import type { NewViewingTime, ViewingKind } from '@/types/viewings';
import { parseClocks, ukInstant } from '../lib/ukTime';
import { VIEWING_KIND_LABELS, VIEWING_MESSAGES } from '../messages';

const KIND_OPTIONS = (['in-person', 'video'] as const).map((value) => ({ value, label: VIEWING_KIND_LABELS[value] }));
const DAY_MS = 24 * 60 * 60 * 1000;

/** The times the form describes, or what is wrong with it. */
export function timesOf(day: string, clocks: string, kind: ViewingKind, meetingUrl: string, now = Date.now()): NewViewingTime[] | string {
  if (!day) return VIEWING_MESSAGES.invalidDate;
  const parsed = parseClocks(clocks);
  if (!parsed) return VIEWING_MESSAGES.invalidTimes;
  const url = meetingUrl.trim();
  if (kind === 'video' && (!/^https:\/\/[^\s]+$/.test(url) || url.length > VIEWING_MEETING_URL_MAX_LENGTH)) return VIEWING_MESSAGES.invalidMeetingUrl;
  const starts = parsed.map((clock) => ukInstant(day, clock));
  if (starts.some((start) => !start || start.getTime() <= now || start.getTime() > now + VIEWING_DAYS_AHEAD * DAY_MS)) return VIEWING_MESSAGES.outOfRange;
  return starts.map((startAt) => ({ startAt: startAt!, kind, minutes: VIEWING_DEFAULT_MINUTES, ...(kind === 'video' ? { meetingUrl: url } : {}) }));
}

/** The owner opens times: a date, start times in UK time, in person or by video. */
export function OpenTimesForm({ ownerUid, listingId }: { ownerUid: string; listingId: string }) {
  const [day, setDay] = useState('');
  const [clocks, setClocks] = useState('');
  const [kind, setKind] = useState<ViewingKind>('in-person');
  const [meetingUrl, setMeetingUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const times = timesOf(day, clocks, kind, meetingUrl);
    if (typeof times === 'string') {
      setProblem(times);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await openViewingTimes(ownerUid, listingId, times);
      setClocks('');
      toast.success(VIEWING_MESSAGES.opened(times.length));
    } catch (error) {
      setProblem(error instanceof ViewingTimesFullError ? VIEWING_MESSAGES.tooMany(error.free) : VIEWING_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={problem} />
      <TextField id="viewing-date" type="date" label={VIEWING_MESSAGES.dateLabel} value={day} onChange={(event) => setDay(event.target.value)} required />
      <TextField id="viewing-times" label={VIEWING_MESSAGES.startTimesLabel} hint={VIEWING_MESSAGES.startTimesHint} value={clocks} onChange={(event) => setClocks(event.target.value)} required />
      <RadioChoices id="viewing-kind" legend={VIEWING_MESSAGES.kindLabel} options={KIND_OPTIONS} value={kind} onChange={setKind} />
      {kind === 'video' ? (
        <TextField id="viewing-meeting" type="url" label={VIEWING_MESSAGES.meetingUrlLabel} hint={VIEWING_MESSAGES.meetingUrlHint} value={meetingUrl} onChange={(event) => setMeetingUrl(event.target.value)} required />
      ) : null}
      <Button type="submit" disabled={busy}>
        {VIEWING_MESSAGES.openTimes}
      </Button>
    </form>
  );
}
