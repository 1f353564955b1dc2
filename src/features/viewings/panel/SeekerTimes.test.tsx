import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { SessionContext, type SessionStatus } from '@/session/SessionProvider';
import { sessionsByStatus } from '@/testing/roommates';
import { stubAuthDialogs } from '@/testing/spies';
import type { ViewingSlot } from '@/types/viewings';
import { formatViewingTime } from '../lib/ukTime';
import { VIEWING_MESSAGES } from '../messages';
import { SeekerTimes } from './SeekerTimes';


const ROOM = { id: 'room-1', title: 'Double room in Ilford', userId: 'sanjay', status: 'active' as const };
const SLOT: ViewingSlot = {
  listingId: ROOM.id,
  id: 'slot-0',
  ownerId: 'sanjay',
  startAt: new Date('2030-05-04T13:00:00Z'),
  minutes: 30,
  kind: 'in-person',
  bookedBy: null,
  bookedAt: null,
  note: '',
  proposal: null,
};
const sessions = sessionsByStatus();

const times = (status: SessionStatus) => (
  <SessionContext.Provider value={sessions[status]}>
    <SeekerTimes room={ROOM} />
  </SessionContext.Provider>
);
const bookButton = () => screen.findByRole('button', { name: VIEWING_MESSAGES.bookTime(formatViewingTime(SLOT.startAt)) });

describe('a seeker picking a viewing time', () => {
  let openDialog: ReturnType<typeof stubAuthDialogs>['openDialog'];
  beforeEach(() => {
    openDialog = stubAuthDialogs().openDialog;
    vi.spyOn(data, 'bookViewing').mockReturnValue(new Promise(() => undefined));
    vi.spyOn(data, 'fetchOpenSlots').mockResolvedValue([SLOT]);
    vi.spyOn(data, 'subscribeOpenSlots').mockImplementation((_id, next) => {
      next([SLOT]);
      return () => undefined;
    });
    vi.spyOn(data, 'subscribeMyBookedSlots').mockImplementation((_uid, next) => {
      next([]);
      return () => undefined;
    });
  });

  it('asks a guest to log in', async () => {
    render(times('signed-out'));
    await userEvent.click(await bookButton());
    expect(openDialog).toHaveBeenCalledExactlyOnceWith('auth');
    expect(screen.queryByRole('button', { name: VIEWING_MESSAGES.confirm })).not.toBeInTheDocument();
  });

  it('tapped while the session is restoring, opens the time\'s booking form once the seeker is signed in', async () => {
    const view = render(times('loading'));
    await userEvent.click(await bookButton());
    expect(openDialog).not.toHaveBeenCalled();
    view.rerender(times('signed-in'));
    expect(await screen.findByRole('button', { name: VIEWING_MESSAGES.confirm })).toBeInTheDocument();
    expect(screen.getByLabelText(VIEWING_MESSAGES.noteLabel)).toBeInTheDocument();
    expect(openDialog).not.toHaveBeenCalled();
  });

  it('tapped while the session is restoring, asks to log in if the saved sign-in is gone', async () => {
    const view = render(times('loading'));
    await userEvent.click(await bookButton());
    view.rerender(times('signed-out'));
    expect(openDialog).toHaveBeenCalledExactlyOnceWith('auth');
    expect(screen.queryByRole('button', { name: VIEWING_MESSAGES.confirm })).not.toBeInTheDocument();
  });
});
