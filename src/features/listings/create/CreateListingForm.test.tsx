import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toast } from '@/components/ui/toast';
import { MESSAGES } from '@/config/messages';
import { LISTING_TEXT } from '../messages';
import { POST_MODERATION } from '@/config/postMessages';
import * as data from '@/data';
import type { TokenVerification, UploadedPhoto } from '@/data';
import * as compression from '@/components/upload/compressImage';
import { spyOnToasts, stubSession } from '@/testing/spies';
import { IMAGE_HINT } from '@/lib/images';
import { OWNER_UID, imageFile, ownerProfile, ownerSession, stubObjectUrls } from '@/testing/listings';
import { PLACE_MESSAGES } from '@/features/place';
import { geohashFor, snapToAreaGrid } from '@/lib/place/geo';
import { CreateListingForm } from './CreateListingForm';
import { BOT_CHECK_EXPIRED, LOCAL_BOT_CHECK_EXPIRY_MS, LOCAL_BOT_CHECK_LABEL } from './botCheckTypes';
import { renderAtRoute } from '@/app/routing/renderAtRoute';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';

let createMock: MockInstance<typeof data.createRoomListing>;
let uploadMock: MockInstance<typeof data.uploadListingImage>;
let deleteMock: MockInstance<typeof data.deleteImageByUrl>;

function renderForm() {
  return renderAtRoute(<CreateListingForm />);
}

const submit = () => screen.getByRole('button', { name: 'Create Listing' });

/**
 * Pastes each required field whole: typed key by key, each key re-rendered the whole form (about
 * 40 ms each, 2.5 s a test). The checks that run as the owner types are tested by typing.
 */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await fill(screen.getByRole('textbox', { name: 'Title' }), 'Double room in Ilford');
  await fill(screen.getByRole('textbox', { name: 'Description' }), 'Near the Elizabeth line.');
  await fill(screen.getByRole('textbox', { name: 'Area' }), 'Ilford');
  await fill(screen.getByRole('textbox', { name: 'Postcode' }), 'ig1 2ab');
  await fill(screen.getByRole('spinbutton', { name: 'Rent (£ per month)' }), '650');
  await fill(screen.getByRole('spinbutton', { name: 'Deposit (£)' }), '700');
  fireEvent.change(screen.getByLabelText(/Available from/), { target: { value: '2026-12-01' } });
}

/** What the owner's ID token says (the rules make an unverified phone's post wait for review). */
function tokenSays(value: TokenVerification) {
  vi.spyOn(data, 'observeTokenVerification').mockImplementation((next) => {
    next(value);
    return () => undefined;
  });
}

beforeEach(() => {
  postcodesAnswer();
  stubSession(ownerSession());
  spyOnToasts();
  tokenSays({ emailVerified: true, phoneVerified: true });
  stubObjectUrls();
  vi.spyOn(compression, 'compressImage').mockImplementation((file) => Promise.resolve(file));
  vi.spyOn(compression, 'compressCardImage').mockResolvedValue(new Blob(['card'], { type: 'image/jpeg' }));
  createMock = vi.spyOn(data, 'createRoomListing').mockReturnValue(new Promise(() => undefined));
  deleteMock = vi.spyOn(data, 'deleteImageByUrl').mockResolvedValue(undefined);
  uploadMock = vi.spyOn(data, 'uploadListingImage').mockImplementation((_uid, blob, onProgress) => {
    onProgress?.(0.5);
    return Promise.resolve({ url: `https://storage.test/${(blob as File).name}`, cardUrl: `https://storage.test/card/${(blob as File).name}` });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** postcodes.io answering /postcodes/IG1 2AB (the stand-in's shape), or failing as given. */
const IG1_2AB = { lat: 51.5592, lng: 0.0741 };
function postcodesAnswer(status: number | 'offline' = 200) {
  const body = { status, result: { postcode: 'IG1 2AB', outcode: 'IG1', latitude: IG1_2AB.lat, longitude: IG1_2AB.lng, country: 'England' } };
  vi.stubGlobal('fetch', vi.fn(() => (status === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(JSON.stringify(body), { status })))));
}

describe('CreateListingForm', () => {
  it('prefills the owner, defaults the city and contact method, and shows the image hint', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue(ownerProfile.name);
    expect(screen.getByRole('textbox', { name: /Contact number/ })).toHaveValue(ownerProfile.phoneNumber);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('London, UK');
    expect(screen.getByRole('combobox', { name: 'Preferred contact method' })).toHaveValue('chat');
    expect(screen.getByRole('combobox', { name: 'Room type' })).toHaveDisplayValue('Single');
    expect(screen.getAllByRole('checkbox')).toHaveLength(8); // 7 amenities + the bot check
    expect(screen.getByText(IMAGE_HINT)).toBeInTheDocument();
    expect(screen.getByText(/0 of 10 photos/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Rent (£ per month)' })).toHaveAttribute('min', '0');
  });

  it('asks for the bot check first, as a toast and inline', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    expect(toast.error).toHaveBeenCalledWith(LISTING_TEXT.notARobot);
    expect(screen.getByRole('alert')).toHaveTextContent(LISTING_TEXT.notARobot);
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    expect(screen.queryByText(LISTING_TEXT.notARobot)).not.toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('unsets the bot check when it expires (control or timer)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    const check = screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL });
    await user.click(check);
    await user.click(screen.getByRole('button', { name: 'Expire check' }));
    expect(check).not.toBeChecked();
    expect(screen.getByText(BOT_CHECK_EXPIRED)).toBeInTheDocument();

    await user.click(check);
    expect(check).toBeChecked();
    act(() => {
      vi.advanceTimersByTime(LOCAL_BOT_CHECK_EXPIRY_MS);
    });
    expect(check).not.toBeChecked();
    await user.click(submit());
    expect(toast.error).toHaveBeenCalledWith(LISTING_TEXT.notARobot);
  });

  it('shows required-field and minimum errors inline and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByRole('textbox', { name: 'Your name' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Rent (£ per month)' }), '-5');
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    await user.click(submit());
    expect(screen.getByText('Your name is required.')).toBeInTheDocument();
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Area is required.')).toBeInTheDocument();
    expect(screen.getByText('Rent must be a number from £50 to £20,000.')).toBeInTheDocument();
    expect(screen.getByText('Deposit is required.')).toBeInTheDocument();
    expect(screen.getByText('Available from date is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('tells an owner without a verified phone, before they submit, that the post will wait for review, and says so again when it is created', async () => {
    tokenSays({ emailVerified: true, phoneVerified: false });
    const user = userEvent.setup();
    createMock.mockResolvedValue('new-id');
    renderForm();
    expect(screen.getByRole('note')).toHaveTextContent(POST_MODERATION.willWaitTitle);
    expect(screen.getByRole('note')).toHaveTextContent(POST_MODERATION.willWaitBody);
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    await user.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LISTING_TEXT.listingCreatedPending));
  });

  it('shows no review notice to an owner whose phone is verified', () => {
    renderForm();
    expect(screen.queryByText(POST_MODERATION.willWaitTitle)).not.toBeInTheDocument();
  });

  it('uploads the images with progress, creates the listing and goes to My Listings', async () => {
    const user = userEvent.setup();
    createMock.mockResolvedValue('new-id');
    const { location } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'WiFi' }));
    await user.upload(screen.getByLabelText('Room photos'), [imageFile('a.png'), imageFile('b.jpg', 'image/jpeg')]);
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    await user.click(submit());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LISTING_TEXT.listingCreated));
    expect(uploadMock).toHaveBeenCalledTimes(2);
    expect(uploadMock).toHaveBeenCalledWith(OWNER_UID, expect.any(File), expect.any(Function), expect.any(Blob));
    expect(createMock).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Double room in Ilford',
        address: 'Ilford',
        postcode: 'London, UK',
        rent: 650,
        deposit: 700,
        availableFrom: '2026-12-01',
        amenities: ['WiFi'],
        contactMethod: 'chat',
        images: ['https://storage.test/a.png', 'https://storage.test/b.jpg'],
        cardImages: ['https://storage.test/card/a.png', 'https://storage.test/card/b.jpg'],
        outcode: 'IG1',
        geo: { ...snapToAreaGrid(IG1_2AB), geohash: geohashFor(snapToAreaGrid(IG1_2AB)) },
        nation: 'england',
      }),
      { uid: OWNER_UID, name: ownerProfile.name, phoneNumber: ownerProfile.phoneNumber },
      { reviewFirst: false },
    );
    expect(JSON.stringify(createMock.mock.calls[0]?.[0])).not.toContain('2AB');
    await waitFor(() => expect(location().search).toBe('?tab=my-listings'));
  });

  it('saves the outward code alone, and says so, when the postcode service is down', async () => {
    postcodesAnswer('offline');
    const user = userEvent.setup();
    createMock.mockResolvedValue('new-id');
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    await user.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(PLACE_MESSAGES.savedWithoutPoint('IG1')));
    const input = createMock.mock.calls[0]?.[0];
    expect(input).toMatchObject({ outcode: 'IG1' });
    expect(input).not.toHaveProperty('geo');
  });

  it('stops on a postcode that does not exist, says why and keeps what was typed', async () => {
    postcodesAnswer(404);
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_MESSAGES.postcodeNotFound);
    expect(createMock).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('ig1 2ab');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Double room in Ilford');
  });

  it('shows per-image and overall progress while uploading', async () => {
    const user = userEvent.setup();
    let finish: (photo: UploadedPhoto) => void = () => undefined;
    uploadMock.mockImplementation((_uid, _blob, onProgress) => {
      onProgress?.(0.5);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    createMock.mockResolvedValue('new-id');
    renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Room photos'), [imageFile('a.png')]);
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    await user.click(submit());

    const overall = await screen.findByRole('progressbar', { name: /Uploading images: 0 of 1 done \(50%\)/ });
    expect(overall).toHaveAttribute('value', '0.5');
    expect(screen.getByRole('progressbar', { name: 'Upload progress for a.png' })).toHaveAttribute('value', '0.5');
    expect(screen.getByText('Uploading 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
    act(() => finish({ url: 'https://storage.test/a.png', cardUrl: 'https://storage.test/card/a.png' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LISTING_TEXT.listingCreated));
  });

  it('keeps everything typed and picked after a failed create, and deletes the unused uploads', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createMock.mockRejectedValue(new Error('permission-denied'));
    renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Room photos'), [imageFile('a.png')]);
    await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
    await user.click(submit());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(LISTING_TEXT.createListingFailed));
    expect(screen.getByRole('alert')).toHaveTextContent(LISTING_TEXT.createListingFailed);
    expect(deleteMock).toHaveBeenCalledWith('https://storage.test/a.png');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Double room in Ilford');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Near the Elizabeth line.');
    expect(screen.getByRole('spinbutton', { name: 'Rent (£ per month)' })).toHaveValue(650);
    expect(screen.getByLabelText(/Available from/)).toHaveValue('2026-12-01');
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL })).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it('keeps only image files from a drop and refuses an 11th image', async () => {
    const user = userEvent.setup();
    renderForm();
    const zone = screen.getByTestId('image-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [imageFile('a.png'), new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
    const previews = screen.getByRole('list', { name: 'New photos' });
    expect(within(previews).getAllByRole('listitem')).toHaveLength(1);

    const ten = Array.from({ length: 10 }, (_, index) => imageFile(`p${index}.png`));
    await user.upload(screen.getByLabelText('Room photos'), ten);
    expect(screen.getByText(MESSAGES.maxImages)).toBeInTheDocument();
    expect(within(previews).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses files over 10MB with a clear message', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText('Room photos'), [imageFile('huge.jpg', 'image/jpeg', 11 * 1024 * 1024)]);
    expect(screen.getByText('huge.jpg is larger than 10MB and was not added.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'New photos' })).not.toBeInTheDocument();
  });

  it('revokes a preview URL when the image is removed', async () => {
    const user = userEvent.setup();
    const urls = stubObjectUrls();
    renderForm();
    await user.upload(screen.getByLabelText('Room photos'), [imageFile('a.png')]);
    expect(urls.create).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.queryByRole('img', { name: 'Preview of a.png' })).not.toBeInTheDocument();
  });

  describe('letting-law checks (Tenant Fees Act 2019, Sch. 1 para. 2; Renters\' Rights Act 2025, s.56)', () => {
    const depositCheck = LETTING_LAW.aboveLimit('A deposit', "5 weeks' rent", '£1,500', 'England', 'Tenant Fees Act 2019');

    it("shows the deposit cap beside the deposit as the owner types, and will not publish above it", async () => {
      const user = userEvent.setup();
      createMock.mockResolvedValue('new-id');
      renderForm();
      await fillRequired(user);
      const rent = screen.getByRole('spinbutton', { name: 'Rent (£ per month)' });
      const deposit = screen.getByRole('spinbutton', { name: 'Deposit (£)' });
      await user.clear(rent);
      await user.type(rent, '1300');
      await user.clear(deposit);
      await user.type(deposit, '1800');
      expect(screen.getByTestId('create-deposit-law')).toHaveTextContent(depositCheck);

      await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
      await user.click(submit());
      expect(createMock).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(LETTING_LAW.blocked);
      expect(deposit).toHaveFocus();
      expect(deposit).toHaveAccessibleDescription(depositCheck);
      expect(deposit).toBeInvalid();
      expect(deposit).toHaveValue(1800);

      await user.clear(deposit);
      await user.type(deposit, '1500');
      expect(screen.queryByText(depositCheck)).not.toBeInTheDocument();
      expect(screen.queryByText(LETTING_LAW.blocked)).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: LETTING_LAW.letKindLabel.lodger }));
      await user.type(screen.getByRole('spinbutton', { name: 'Holding deposit (£, optional)' }), '300');
      await user.click(submit());
      await waitFor(() => expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ rent: 1300, deposit: 1500, letKind: 'lodger', holdingDeposit: 300, rentInAdvance: 0 }), expect.anything(), { reviewFirst: false }));
    }, 30_000);

    it('warns about rental-bidding wording and says moderators will review it', async () => {
      const user = userEvent.setup();
      createMock.mockResolvedValue('new-id');
      renderForm();
      await fillRequired(user);
      await user.type(screen.getByRole('textbox', { name: 'Description' }), ' Best offers by Friday.');
      expect(screen.getByTestId('create-wording-law')).toHaveTextContent(
        `${LETTING_LAW.wording('Best offers', 'England', "Renters' Rights Act 2025")} ${LETTING_LAW.reviewNote}`,
      );
      await user.click(screen.getByRole('checkbox', { name: LOCAL_BOT_CHECK_LABEL }));
      await user.click(submit());
      // Published for review first, even by a verified owner, and told so.
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith(LISTING_TEXT.listingCreatedPending));
      expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ nation: 'england' }), expect.anything(), { reviewFirst: true });
    }, 30_000);
  });
});
