import { describe, expect, it } from 'vitest';
import { VIEWING_MESSAGES } from '../messages';
import { timesOf, withAddress } from './OpenTimesForm';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('the owner’s open-times form', () => {
  it('turns a date and start times into 30-minute slots at those UK times', () => {
    expect(timesOf('2026-12-05', '10:00, 10:30', 'in-person', '', NOW)).toEqual([
      { startAt: new Date('2026-12-05T10:00:00Z'), kind: 'in-person', minutes: 30 },
      { startAt: new Date('2026-12-05T10:30:00Z'), kind: 'in-person', minutes: 30 },
    ]);
    expect(timesOf('2026-12-05', '18:00', 'video', ' https://meet.example.com/x ', NOW)).toEqual([
      { startAt: new Date('2026-12-05T18:00:00Z'), kind: 'video', minutes: 30, meetingUrl: 'https://meet.example.com/x' },
    ]);
  });

  it('says what is wrong: no date, a bad time, a past or far time, a video without an https link', () => {
    expect(timesOf('', '10:00', 'in-person', '', NOW)).toBe(VIEWING_MESSAGES.invalidDate);
    expect(timesOf('2026-12-05', '10am', 'in-person', '', NOW)).toBe(VIEWING_MESSAGES.invalidTimes);
    expect(timesOf('2026-11-27', '11:00', 'in-person', '', NOW)).toBe(VIEWING_MESSAGES.outOfRange);
    expect(timesOf('2027-02-01', '11:00', 'in-person', '', NOW)).toBe(VIEWING_MESSAGES.outOfRange);
    expect(timesOf('2026-12-05', '11:00', 'video', 'http://meet.example.com/x', NOW)).toBe(VIEWING_MESSAGES.invalidMeetingUrl);
  });

  it('gives in-person times the address the owner chose to share, and none unless they chose to', () => {
    const startAt = new Date('2026-12-05T10:00:00Z');
    const inPerson = [{ startAt, kind: 'in-person' as const, minutes: 30 }];
    const video = [{ startAt, kind: 'video' as const, minutes: 30, meetingUrl: 'https://meet.example.com/x' }];
    expect(withAddress(inPerson, true, ' 12 Cranbrook Road, Ilford ')).toEqual([{ startAt, kind: 'in-person', minutes: 30, address: '12 Cranbrook Road, Ilford' }]);
    expect(withAddress(inPerson, false, '12 Cranbrook Road')).toEqual(inPerson);
    expect(withAddress(video, true, '12 Cranbrook Road')).toEqual(video);
    expect(withAddress(inPerson, true, '  ')).toBe(VIEWING_MESSAGES.invalidAddress(200));
    expect(withAddress(inPerson, true, 'x'.repeat(201))).toBe(VIEWING_MESSAGES.invalidAddress(200));
  });
});
