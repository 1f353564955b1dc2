import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/config/messages';
import { HOUSEHOLD_PROFILE_MESSAGES, PROFILE_TEXT } from '../messages';
import { POST_MODERATION } from '@/config/postMessages';
import * as data from '@/data';
import { spyOnData, spyOnToasts, stubSession } from '@/testing/spies';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import * as pictureResize from '../lib/pictureResize';
import { FORM_ERRORS } from '../lib/profileForm';
import { makeProfile, makeRequest, makeSession } from '@/testing/roommates';
import MyProfileTab from './MyProfileTab';
import { renderAtRoute } from '@/app/routing/renderAtRoute';

const profile = makeProfile({ userId: 'seeker-1', name: 'Neel Newcomer', phoneNumber: '+44 7700 900555' });

/** Makes the live subscription deliver `request` (null = no profile yet). */
function serveRequest(request: RoommateRequest | null) {
  vi.mocked(data.subscribeMyRoommateRequest).mockImplementation((_uid, onNext) => {
    queueMicrotask(() => onNext(request));
    return () => undefined;
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types by pasting: as real as typing for these tests, and much faster. */
async function fill(user: User, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidNewProfile(user: User) {
  await fill(user, /^Age/, '24');
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'Male');
  await fill(user, /^About me/, 'Chef from Goa, tidy and friendly.');
  await fill(user, /^Budget/, '700');
  await fill(user, /^Preferred locations/, 'Wembley, Harrow');
  await fill(user, /^Move-in date/, '2030-09-01');
  await user.selectOptions(screen.getByLabelText(/^Room preference/), 'Furnished');
  await user.selectOptions(screen.getByLabelText(/^Stay duration/), '6 months');
  await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
  await fill(user, /^Requirements/, 'Quiet double room near Wembley Park');
}

async function chooseVegetarianKitchenAsMust(user: User) {
  await user.click(within(screen.getByRole('group', { name: 'Kitchen' })).getByRole('button', { name: 'Vegetarian kitchen' }));
  await user.click(within(screen.getByRole('group', { name: 'Kitchen: how much it matters' })).getByRole('button', { name: 'Must' }));
}

beforeEach(() => {
  spyOnData(['subscribeMyRoommateRequest', 'getRoommateRequestContact', 'saveRoommateRequest', 'setRoommateRequestStatus', 'replaceProfilePicture', 'saveProfilePicture']);
  // The account's verification panel (tested in src/features/auth/verification): no token read here.
  vi.spyOn(data, 'observeTokenVerification').mockReturnValue(() => undefined);
  // happy-dom has no canvas: the resize itself is covered by pictureResize.test.ts and the e2e test.
  vi.spyOn(pictureResize, 'shrinkToJpeg').mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
  spyOnToasts();
  stubSession(makeSession(profile));
  vi.mocked(data.getRoommateRequestContact).mockResolvedValue({ phoneNumber: '+44 7700 900999', userId: 'seeker-1' });
});

describe('MyProfileTab (new seeker)', () => {
  beforeEach(() => serveRequest(null));

  it('shows both sections, prefilled from the account, and no status toggle yet', async () => {
    renderAtRoute(<MyProfileTab />);
    expect(await screen.findByRole('heading', { name: 'Personal & Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Room & Roommate Preferences' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Neel Newcomer');
    expect(screen.getByLabelText(/^Contact number/)).toHaveValue('+44 7700 900555');
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Profile status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('rejects age 16 with a clear error on the age field and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await screen.findByLabelText(/^Full name/);
    await fillValidNewProfile(user);
    const age = screen.getByLabelText(/^Age/);
    await user.clear(age);
    await user.type(age, '16');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription(expect.stringContaining(FORM_ERRORS.ageRange));
    expect(age).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(FORM_ERRORS.summary);
    expect(data.saveRoommateRequest).not.toHaveBeenCalled();
    expect(age).toHaveValue(16);
    expect(screen.getByLabelText(/^About me/)).toHaveValue('Chef from Goa, tidy and friendly.');
    expect(screen.getByLabelText(/^Stay duration/)).toHaveValue('6 months');
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();

    await user.clear(age);
    await user.type(age, '17');
    expect(age).not.toHaveAttribute('aria-invalid');
  });

  it('marks every missing required field', async () => {
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await user.clear(await screen.findByLabelText(/^Full name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const label of [/^Full name/, /^Age/, /^Gender/, /^About me/, /^Budget/, /^Preferred locations/, /^Move-in date/, /^Room preference/, /^Stay duration/, /^Requirements/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Profession')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Organization/)).not.toHaveAttribute('aria-invalid');
  });

  it('saves a valid profile (showing "Saving..." meanwhile) with the contact number', async () => {
    let finish: () => void = () => undefined;
    vi.mocked(data.saveRoommateRequest).mockReturnValue(new Promise<boolean>((resolve) => (finish = () => resolve(false))));
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await screen.findByLabelText(/^Full name/);
    await fillValidNewProfile(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(data.saveRoommateRequest).toHaveBeenCalledWith(
      'seeker-1',
      {
        userName: 'Neel Newcomer',
        aboutMe: 'Chef from Goa, tidy and friendly.',
        age: 24,
        gender: 'Male',
        budget: 700,
        preferredLocations: 'Wembley, Harrow',
        moveInDate: '2030-09-01',
        profession: '',
        organization: '',
        preferredRoommates: ['Vegetarian'],
        requirements: 'Quiet double room near Wembley Park',
        furnished: 'Furnished',
        preferredStay: '6 months',
        profilePicture: '',
        verificationId: '',
        self: {},
        needs: {},
      },
      '+44 7700 900555',
    );
    finish();
    expect(await screen.findByText(PROFILE_TEXT.profileUpdated)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(PROFILE_TEXT.profileUpdated);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('keeps every input after a failed save and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.saveRoommateRequest).mockRejectedValue(new Error('permission-denied'));
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await screen.findByLabelText(/^Full name/);
    await fillValidNewProfile(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXT.updateProfileFailed);
    expect(toast.error).toHaveBeenCalledWith(PROFILE_TEXT.updateProfileFailed);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Neel Newcomer');
    expect(screen.getByLabelText(/^Age/)).toHaveValue(24);
    expect(screen.getByLabelText(/^Requirements/)).toHaveValue('Quiet double room near Wembley Park');
    expect(screen.getByLabelText(/^Room preference/)).toHaveValue('Furnished');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('saves a need as a must and what the seeker is like, with the line that no faith is asked', async () => {
    vi.mocked(data.saveRoommateRequest).mockResolvedValue(false);
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await screen.findByLabelText(/^Full name/);
    expect(screen.getByText(HOUSEHOLD_PROFILE_MESSAGES.noFaith)).toBeInTheDocument();
    await fillValidNewProfile(user);
    await chooseVegetarianKitchenAsMust(user);
    await user.click(within(screen.getByRole('group', { name: 'Languages spoken at home' })).getByRole('button', { name: 'Hindi' }));
    await user.click(within(screen.getByRole('group', { name: 'Languages spoken at home: how much it matters' })).getByRole('button', { name: 'Prefer' }));
    await user.click(within(screen.getByRole('group', { name: 'What I eat' })).getByRole('button', { name: 'Jain' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(PROFILE_TEXT.profileUpdated)).toBeInTheDocument();
    expect(data.saveRoommateRequest).toHaveBeenCalledWith(
      'seeker-1',
      expect.objectContaining({ self: { diet: 'jain' }, needs: { must: { kitchen: ['veg-only'] }, prefer: { languages: ['Hindi'] } } }),
      '+44 7700 900555',
    );
  });

  it('keeps every household choice after a failed save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.saveRoommateRequest).mockRejectedValue(new Error('permission-denied'));
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await screen.findByLabelText(/^Full name/);
    await fillValidNewProfile(user);
    await chooseVegetarianKitchenAsMust(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXT.updateProfileFailed);
    expect(within(screen.getByRole('group', { name: 'Kitchen' })).getByRole('button', { name: 'Vegetarian kitchen' })).toHaveAttribute('aria-pressed', 'true');
    const level = within(screen.getByRole('group', { name: 'Kitchen: how much it matters' }));
    expect(level.getByRole('button', { name: 'Must' })).toHaveAttribute('aria-pressed', 'true');
    expect(level.getByRole('button', { name: 'Don’t mind' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('tells an owner without a verified phone that saving sends the live profile back to review, then that it did', async () => {
    serveRequest(makeRequest({ id: 'seeker-1', userId: 'seeker-1', status: 'active' }));
    vi.mocked(data.saveRoommateRequest).mockResolvedValue(true);
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await screen.findByLabelText(/^Full name/);
    expect(screen.getByRole('note')).toHaveTextContent(POST_MODERATION.reviewOnSave('profile'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(POST_MODERATION.sentToReview('profile'))).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(POST_MODERATION.sentToReview('profile'));
  });

  it('keeps a hidden profile as the moderators saw it: Save Changes is off and says why', async () => {
    serveRequest(makeRequest({ id: 'seeker-1', userId: 'seeker-1', status: 'active', moderation: 'hidden' }));
    renderAtRoute(<MyProfileTab />);
    await screen.findByLabelText(/^Full name/);
    expect(screen.getByText(POST_MODERATION.hiddenLocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAtRoute(<MyProfileTab />);
    await user.upload(await screen.findByLabelText('Profile picture'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please choose an image file/);
    expect(data.replaceProfilePicture).not.toHaveBeenCalled();
  });
});

describe('MyProfileTab (existing profile)', () => {
  it('prefills from the saved request and its contact number, and toggles the status', async () => {
    serveRequest(makeRequest({ id: 'seeker-1', userId: 'seeker-1', age: 30, status: 'active' }));
    vi.mocked(data.setRoommateRequestStatus).mockResolvedValue();
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);

    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Ananya Gupta');
    expect(screen.getByLabelText(/^Contact number/)).toHaveValue('+44 7700 900999');
    expect(screen.getByLabelText(/^Age/)).toHaveValue(30);
    expect(screen.getByLabelText(/^Stay duration/)).toHaveValue('12 months');
    expect(screen.getByRole('checkbox', { name: 'Student' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      '/roommate/furnished-double-room-near-elizabeth-line-id-seeker-1',
    );

    const status = screen.getByRole('group', { name: 'Profile status' });
    expect(within(status).getByRole('button', { name: 'Actively Looking' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(status).getByRole('button', { name: 'Room Found' }));
    expect(data.setRoommateRequestStatus).toHaveBeenCalledWith('seeker-1', 'found');
  });

  it('uploads a new picture and stores its URL on the profile and the saved request', async () => {
    serveRequest(makeRequest({ id: 'seeker-1', userId: 'seeker-1', profilePicture: 'https://old/p.jpg' }));
    let finishUpload: (url: string) => void = () => undefined;
    vi.mocked(data.replaceProfilePicture).mockImplementation((_uid, _jpeg, onProgress) => {
      onProgress?.(0.5);
      return new Promise<string>((resolve) => (finishUpload = resolve));
    });
    vi.mocked(data.saveProfilePicture).mockResolvedValue();
    vi.mocked(data.saveRoommateRequest).mockResolvedValue(false);
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    expect(await screen.findByRole('img', { name: 'Your current profile picture' })).toHaveAttribute('src', 'https://old/p.jpg');
    await user.upload(screen.getByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(PROFILE_TEXT.uploadingPicture)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0.5');
    finishUpload('https://new/profile_picture.jpg');

    expect(await screen.findByText(PROFILE_TEXT.pictureUploaded)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(PROFILE_TEXT.pictureUploaded);
    // The existing picture's URL is passed so the old file is deleted first.
    expect(data.replaceProfilePicture).toHaveBeenCalledWith('seeker-1', expect.any(Blob), expect.any(Function), 'https://old/p.jpg');
    expect(data.saveProfilePicture).toHaveBeenCalledWith('seeker-1', 'https://new/profile_picture.jpg');
    expect(data.saveRoommateRequest).toHaveBeenCalledWith(
      'seeker-1',
      expect.objectContaining({ userName: 'Ananya Gupta', profilePicture: 'https://new/profile_picture.jpg' }),
      '+44 7700 900999',
    );
    expect(screen.getByRole('img', { name: 'Your current profile picture' })).toHaveAttribute('src', 'https://new/profile_picture.jpg');
  });

  it('says so when the picture upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveRequest(null);
    vi.mocked(data.replaceProfilePicture).mockRejectedValue(new Error('storage/unauthorized'));
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await user.upload(await screen.findByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_TEXT.uploadPictureFailed);
    expect(toast.error).toHaveBeenCalledWith(PROFILE_TEXT.uploadPictureFailed);
    expect(data.saveProfilePicture).not.toHaveBeenCalled();
  });

  it('reports a failed status change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveRequest(makeRequest({ id: 'seeker-1', userId: 'seeker-1' }));
    vi.mocked(data.setRoommateRequestStatus).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderAtRoute(<MyProfileTab />);
    await user.click(await screen.findByRole('button', { name: 'Room Found' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PROFILE_TEXT.updateStatusFailed));
    expect(screen.getByRole('button', { name: 'Actively Looking' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.subscribeMyRoommateRequest).mockImplementation((_uid, _onNext, onError) => {
      queueMicrotask(() => onError(new Error('offline')));
      return () => undefined;
    });
    renderAtRoute(<MyProfileTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.unexpected);
    serveRequest(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Neel Newcomer');
  });
});
