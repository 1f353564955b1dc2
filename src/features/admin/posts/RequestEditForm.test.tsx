import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRequest } from '@/testing/roommates';
import * as data from '@/data';
import { ADMIN_MESSAGES } from '../messages';
import { RequestEditForm } from './RequestEditForm';

type User = ReturnType<typeof userEvent.setup>;

/** A seeker who is vegetarian and needs a Jain-friendly kitchen, and prefers Hindi at home. */
const seeker = makeRequest({ self: { diet: 'vegetarian' }, needs: { must: { kitchen: ['jain'] }, prefer: { languages: ['Hindi'] } } });

function setup() {
  const onSaved = vi.fn();
  render(<RequestEditForm request={seeker} onSaved={onSaved} onCancel={() => undefined} />);
  return { onSaved, user: userEvent.setup() };
}

/** The chip labelled `label` in the question (fieldset) `question`. */
const chip = (label: string, question: string) => within(screen.getByRole('group', { name: question })).getByRole('button', { name: label });
const kitchen = (label: string) => chip(label, 'Kitchen');
const kitchenLevel = (label: string) => chip(label, 'Kitchen: how much it matters');

async function needVegetarianKitchen(user: User) {
  await user.click(kitchen('Vegetarian kitchen'));
  await user.click(kitchenLevel('Must'));
}

beforeEach(() => {
  vi.spyOn(data, 'updateRoommateRequestAsAdmin').mockReturnValue(new Promise(() => undefined));
});

describe('RequestEditForm: the seeker’s household answers', () => {
  it('shows what the seeker is like and needs on the same chips as My Profile', () => {
    setup();
    expect(chip('Vegetarian', 'What I eat')).toHaveAttribute('aria-pressed', 'true');
    expect(kitchen('Jain-friendly')).toHaveAttribute('aria-pressed', 'true');
    expect(kitchen('Vegetarian kitchen')).toHaveAttribute('aria-pressed', 'false');
    expect(kitchenLevel('Must')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Hindi', 'Languages spoken at home')).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves an edited kitchen need with the rest of the profile, self and needs whole', async () => {
    vi.mocked(data.updateRoommateRequestAsAdmin).mockResolvedValue(undefined);
    const { onSaved, user } = setup();
    await needVegetarianKitchen(user);
    await user.click(chip('Smokes outside only', 'Smoking'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const self = { diet: 'vegetarian', smokes: 'outside' };
    const needs = { must: { kitchen: ['veg-only', 'jain'] }, prefer: { languages: ['Hindi'] } };
    expect(data.updateRoommateRequestAsAdmin).toHaveBeenCalledWith(seeker.userId, expect.objectContaining({ userName: seeker.userName, self, needs }));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ self, needs }));
  });

  it('a need set to don’t mind is saved as no need', async () => {
    vi.mocked(data.updateRoommateRequestAsAdmin).mockResolvedValue(undefined);
    const { user } = setup();
    await user.click(kitchenLevel('Don’t mind'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(data.updateRoommateRequestAsAdmin).toHaveBeenCalledWith(seeker.userId, expect.objectContaining({ needs: { prefer: { languages: ['Hindi'] } } }));
  });

  it('keeps every answer when the save fails, and saves them on the next try', async () => {
    vi.mocked(data.updateRoommateRequestAsAdmin).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onSaved, user } = setup();
    await user.clear(screen.getByLabelText(/^About me/));
    await user.type(screen.getByLabelText(/^About me/), 'Edited by a moderator');
    await needVegetarianKitchen(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(ADMIN_MESSAGES.postUpdateFailed)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^About me/)).toHaveValue('Edited by a moderator');
    expect(kitchen('Vegetarian kitchen')).toHaveAttribute('aria-pressed', 'true');
    expect(kitchen('Jain-friendly')).toHaveAttribute('aria-pressed', 'true');
    expect(kitchenLevel('Must')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(data.updateRoommateRequestAsAdmin).toHaveBeenLastCalledWith(
      seeker.userId,
      expect.objectContaining({ aboutMe: 'Edited by a moderator', needs: { must: { kitchen: ['veg-only', 'jain'] }, prefer: { languages: ['Hindi'] } } }),
    );
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
