import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { RadioChoices } from '@/components/form/RadioChoices';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/Button';
import { VIEWING_DAYS_AHEAD, VIEWING_DEFAULT_MINUTES } from '@/config/constants';
import { VIEWING_ADDRESS_MAX_LENGTH, VIEWING_MEETING_URL_MAX_LENGTH } from '@/schema/viewings';
import { openViewingTimes, ViewingTimesFullError } from '@/data';
import type { NewViewingTime, ViewingKind } from '@/types/viewings';
import { parseClocks, ukInstant } from '../lib/ukTime';
import { VIEWING_KIND_LABELS, VIEWING_MESSAGES } from '../messages';
import { useViewingChange } from './useViewingChange';

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

/** In-person times carry the address the owner chose to share (or none); a string says what is wrong with it. */
export function withAddress(times: NewViewingTime[], share: boolean, address: string): NewViewingTime[] | string {
  const text = address.trim();
  if (!share || times.every((time) => time.kind !== 'in-person')) return times;
  if (!text || text.length > VIEWING_ADDRESS_MAX_LENGTH) return VIEWING_MESSAGES.invalidAddress(VIEWING_ADDRESS_MAX_LENGTH);
  return times.map((time) => (time.kind === 'in-person' ? { ...time, address: text } : time));
}

/** The owner opens times: a date, start times in UK time, in person (the address shared or not) or by video. */
export function OpenTimesForm({ ownerUid, listingId }: { ownerUid: string; listingId: string }) {
  const [day, setDay] = useState('');
  const [clocks, setClocks] = useState('');
  const [kind, setKind] = useState<ViewingKind>('in-person');
  const [meetingUrl, setMeetingUrl] = useState('');
  const [shareAddress, setShareAddress] = useState(false);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, change } = useViewingChange(setProblem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = timesOf(day, clocks, kind, meetingUrl);
    const times = typeof parsed === 'string' ? parsed : withAddress(parsed, shareAddress, address);
    if (typeof times === 'string') {
      setProblem(times);
      return;
    }
    setProblem(null);
    void change(
      async () => {
        await openViewingTimes(ownerUid, listingId, times);
        setClocks('');
        return { done: VIEWING_MESSAGES.opened(times.length) };
      },
      (error) => (error instanceof ViewingTimesFullError ? VIEWING_MESSAGES.tooMany(error.free) : VIEWING_MESSAGES.failed),
    );
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <FormAlert message={problem} />
      <TextField id="viewing-date" type="date" label={VIEWING_MESSAGES.dateLabel} value={day} onChange={(event) => setDay(event.target.value)} required />
      <TextField id="viewing-times" label={VIEWING_MESSAGES.startTimesLabel} hint={VIEWING_MESSAGES.startTimesHint} value={clocks} onChange={(event) => setClocks(event.target.value)} required />
      <RadioChoices id="viewing-kind" legend={VIEWING_MESSAGES.kindLabel} options={KIND_OPTIONS} value={kind} onChange={setKind} />
      {kind === 'video' ? (
        <TextField id="viewing-meeting" type="url" label={VIEWING_MESSAGES.meetingUrlLabel} hint={VIEWING_MESSAGES.meetingUrlHint} value={meetingUrl} onChange={(event) => setMeetingUrl(event.target.value)} required />
      ) : (
        <div className="space-y-2">
          <label className="inline-flex min-h-11 items-center gap-3 font-semibold text-slate-900 dark:text-white">
            <input type="checkbox" checked={shareAddress} aria-describedby="viewing-share-address-hint" onChange={(event) => setShareAddress(event.target.checked)} className="h-5 w-5 accent-orange-700" />
            {VIEWING_MESSAGES.shareAddress}
          </label>
          <p id="viewing-share-address-hint" className="text-sm text-slate-700 dark:text-slate-300">
            {VIEWING_MESSAGES.shareAddressHint}
          </p>
          {shareAddress ? (
            <TextField id="viewing-address" label={VIEWING_MESSAGES.addressLabel} value={address} maxLength={VIEWING_ADDRESS_MAX_LENGTH} onChange={(event) => setAddress(event.target.value)} required />
          ) : null}
        </div>
      )}
      <Button type="submit" disabled={busy}>
        {VIEWING_MESSAGES.openTimes}
      </Button>
    </form>
  );
}
