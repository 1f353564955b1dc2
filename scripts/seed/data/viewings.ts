/**
 * Demo viewing times (docs/viewings.md): Priya's Ilford en-suite has times this week and next,
 * one booked by Ananya in person (Priya shares the address on it) and one by video with its meeting link.
 * `daysAhead` from the seed run; `hourUtc` on that day; `bookedBy` a seeded uid or null.
 */
import type { ViewingKind } from '../../../src/schema/viewings';

export const VIEWING_LISTING = 'seed-room-02';
export const VIEWING_OWNER = 'seed-priya';

export interface SeedViewing {
  id: string;
  daysAhead: number;
  hourUtc: number;
  kind: ViewingKind;
  bookedBy: string | null;
  note?: string;
  meetingUrl?: string;
  address?: string;
}

export const VIEWINGS: SeedViewing[] = [
  { id: 'slot-0', daysAhead: 2, hourUtc: 10, kind: 'in-person', bookedBy: null },
  { id: 'slot-1', daysAhead: 2, hourUtc: 10.5, kind: 'in-person', bookedBy: 'seed-ananya', note: 'I will come from UCL after my lecture.', address: '27 Cranbrook Road, Ilford IG1 4PU' },
  { id: 'slot-2', daysAhead: 3, hourUtc: 17, kind: 'video', bookedBy: null, meetingUrl: 'https://meet.example.com/priya-ilford-room' },
  { id: 'slot-3', daysAhead: 8, hourUtc: 11, kind: 'in-person', bookedBy: null },
  { id: 'slot-4', daysAhead: 9, hourUtc: 18, kind: 'in-person', bookedBy: null },
];
