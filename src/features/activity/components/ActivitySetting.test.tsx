import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY } from '../messages';
import * as data from '@/data';
import { makeProfile, makeSession } from '@/testing/roommates';
import { stubSession } from '@/testing/spies';
import { ActivitySetting } from './ActivitySetting';

const updateProfile = vi.fn();

beforeEach(() => {
  vi.spyOn(data, 'setActivityShown').mockResolvedValue(undefined);
  vi.spyOn(data, 'recordActiveDay').mockResolvedValue(1);
  updateProfile.mockReset();
});

describe('ActivitySetting', () => {
  it('is on by default; turning it off hides the day and stops recording', async () => {
    stubSession(makeSession(makeProfile({ userId: 'me' }), { updateProfile }));
    render(<ActivitySetting />);
    const box = screen.getByRole('checkbox', { name: ACTIVITY.showLastActive });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(data.setActivityShown).toHaveBeenCalledWith('me', false);
    expect(updateProfile).toHaveBeenCalledWith({ hideActivity: true });
    expect(data.recordActiveDay).not.toHaveBeenCalled();
  });

  it('turning it back on records today at once', async () => {
    stubSession(makeSession(makeProfile({ userId: 'me', hideActivity: true }), { updateProfile }));
    render(<ActivitySetting />);
    await userEvent.click(screen.getByRole('checkbox', { name: ACTIVITY.showLastActive }));
    expect(data.setActivityShown).toHaveBeenCalledWith('me', true);
    expect(updateProfile).toHaveBeenCalledWith({ hideActivity: false });
    expect(data.recordActiveDay).toHaveBeenCalledWith('me', null);
  });

  it('says so when the choice could not be saved, and keeps the old one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.setActivityShown).mockRejectedValue(new Error('offline'));
    stubSession(makeSession(makeProfile({ userId: 'me' }), { updateProfile }));
    render(<ActivitySetting />);
    await userEvent.click(screen.getByRole('checkbox', { name: ACTIVITY.showLastActive }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTIVITY.showLastActiveFailed);
    expect(updateProfile).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: ACTIVITY.showLastActive })).toBeChecked();
  });
});
