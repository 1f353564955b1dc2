import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { toast } from '@/components/ui/toast';
import { MESSAGES, SUCCESS } from '@/config/messages';
import { LISTING_TEXT } from '../messages';
import { POST_MODERATION } from '@/config/postMessages';
import * as compression from '@/components/upload/compressImage';
import * as data from '@/data';
import { spyOnToasts, stubSession } from '@/testing/spies';
import { imageFile, ownerSession, roomListing, stubObjectUrls } from '@/testing/listings';
import { PLACE_MESSAGES } from '@/features/place';
import { EditListingForm } from './EditListingForm';
import { renderAtRoute } from '@/app/routing/renderAtRoute';

let updateMock: MockInstance<typeof data.updateRoomListing>;
let deleteMock: MockInstance<typeof data.deleteImageByUrl>;
const nineImages = Array.from({ length: 9 }, (_, index) => `https://storage.test/${index + 1}.jpg`);

function renderEditor(listing = roomListing(), phoneVerified = true) {
  const onSaved = vi.fn();
  renderAtRoute(<EditListingForm listing={listing} phoneVerified={phoneVerified} onSaved={onSaved} onCancel={vi.fn()} onSavingChange={vi.fn()} />);
  return { onSaved };
}

beforeEach(() => {
  stubSession(ownerSession());
  spyOnToasts();
  stubObjectUrls();
  vi.spyOn(compression, 'compressImage').mockImplementation((file) => Promise.resolve(file));
  vi.spyOn(compression, 'compressCardImage').mockResolvedValue(new Blob(['card'], { type: 'image/jpeg' }));
  updateMock = vi.spyOn(data, 'updateRoomListing').mockResolvedValue(false);
  deleteMock = vi.spyOn(data, 'deleteImageByUrl').mockResolvedValue(undefined);
  vi.spyOn(data, 'uploadListingImage').mockImplementation((_uid, blob) => Promise.resolve({ url: `https://storage.test/new-${(blob as File).name}`, cardUrl: `https://storage.test/card/new-${(blob as File).name}` }));
});

describe('EditListingForm', () => {
  it('keeps the located place without a lookup when the postcode is unchanged, and asks an older listing for one', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderEditor();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('IG1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updateMock).toHaveBeenCalledWith('room-1', expect.objectContaining({ outcode: 'IG1', geo: roomListing().geo, nation: 'england' }), 'owner', false));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('asks a listing from before places for its postcode', async () => {
    const user = userEvent.setup();
    renderEditor(roomListing({ outcode: undefined, geo: undefined, nation: undefined }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PLACE_MESSAGES.listingPostcodeRequired)).toBeInTheDocument();
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('prefills every field from the listing', () => {
    renderEditor();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Double room in Ilford');
    expect(screen.getByRole('spinbutton', { name: 'Rent (£ per month)' })).toHaveValue(650);
    expect(screen.getByRole('combobox', { name: 'Room type' })).toHaveValue('Double');
    expect(screen.getByRole('checkbox', { name: 'WiFi' })).toBeChecked();
    expect(screen.getAllByRole('img', { name: /^Current photo/ })).toHaveLength(3);
  });

  it('marks a photo for removal and restores it before saving', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getByText('Marked for removal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore photo 2' }));
    expect(screen.queryByText('Marked for removal')).not.toBeInTheDocument();
  });

  it('saves: uploads new photos, updates the listing, then deletes the removed files', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await user.upload(screen.getByLabelText('Add photos'), [imageFile('kitchen.png')]);
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Updated room');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS.postUpdated));
    expect(updateMock).toHaveBeenCalledWith(
      'room-1',
      expect.objectContaining({
        title: 'Updated room',
        images: ['https://storage.test/1.jpg', 'https://storage.test/3.jpg', 'https://storage.test/new-kitchen.png'],
        // Photos saved before card renditions are their own cards; the new one has its rendition.
        cardImages: ['https://storage.test/1.jpg', 'https://storage.test/3.jpg', 'https://storage.test/card/new-kitchen.png'],
      }),
      // The owner's own edit (it refreshes the verified badges from the owner's token); nothing to review.
      'owner',
      false,
    );
    expect(deleteMock).toHaveBeenCalledTimes(1);
    expect(deleteMock).toHaveBeenCalledWith('https://storage.test/2.jpg');
    expect(updateMock.mock.invocationCallOrder[0]).toBeLessThan(deleteMock.mock.invocationCallOrder[0] ?? 0);
    expect(onSaved).toHaveBeenCalled();
  });

  it('keeps each kept photo with its card rendition and deletes a removed photo with its rendition', async () => {
    const user = userEvent.setup();
    const images = ['https://storage.test/1.jpg', 'https://storage.test/2.jpg', 'https://storage.test/3.jpg'];
    renderEditor(roomListing({ images, cardImages: images.map((url) => url.replace('test/', 'test/card/')) }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS.postUpdated));
    expect(updateMock).toHaveBeenCalledWith(
      'room-1',
      expect.objectContaining({ images: images.slice(1), cardImages: ['https://storage.test/card/2.jpg', 'https://storage.test/card/3.jpg'] }),
      'owner',
      false,
    );
    expect(deleteMock.mock.calls.map(([url]) => url).sort()).toEqual(['https://storage.test/1.jpg', 'https://storage.test/card/1.jpg']);
  });

  it('tells an owner without a verified phone before saving that the listing goes back to review, and after saving that it did', async () => {
    updateMock.mockResolvedValue(true);
    const user = userEvent.setup();
    const { onSaved } = renderEditor(roomListing(), false);
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(POST_MODERATION.reviewOnSaveTitle);
    expect(notice).toHaveTextContent(POST_MODERATION.reviewOnSave('listing'));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Updated room');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(POST_MODERATION.sentToReview('listing')));
    expect(onSaved).toHaveBeenCalled();
  });

  it("sends a verified owner's edit to review when it brings in wording the letting law flags", async () => {
    updateMock.mockResolvedValue(true);
    const user = userEvent.setup();
    renderEditor(roomListing(), true);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), ' No DSS.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(POST_MODERATION.sentToReview('listing')));
    expect(updateMock).toHaveBeenCalledWith('room-1', expect.objectContaining({ description: expect.stringContaining('No DSS.') }), 'owner', true);
  });

  it('says nothing about review to a verified owner', () => {
    renderEditor(roomListing(), true);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('keeps everything typed when the save is refused', async () => {
    updateMock.mockRejectedValue(new Error('permission-denied'));
    const user = userEvent.setup();
    const { onSaved } = renderEditor(roomListing(), false);
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Typed before the refusal');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(LISTING_TEXT.saveChangesFailed('permission-denied'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Typed before the refusal');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('limits kept plus new photos to 10 total', async () => {
    const user = userEvent.setup();
    renderEditor(roomListing({ images: nineImages }));
    await user.upload(screen.getByLabelText('Add photos'), [imageFile('a.png'), imageFile('b.png')]);
    expect(screen.getByText(MESSAGES.maxImagesTotal)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'New photos' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(screen.getByLabelText('Add photos'), [imageFile('a.png'), imageFile('b.png')]);
    expect(within(screen.getByRole('list', { name: 'New photos' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.maxImagesTotal)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore photo 1' }));
    expect(screen.getByText(MESSAGES.maxImagesTotal)).toBeInTheDocument();
    expect(screen.getByText('Marked for removal')).toBeInTheDocument();
  });

  it('reports a failed save with its reason, keeps the edits and removes nothing old', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    updateMock.mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const { onSaved } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await user.upload(screen.getByLabelText('Add photos'), [imageFile('new.png')]);
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Edited title');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const message = LISTING_TEXT.saveChangesFailed('Missing or insufficient permissions.');
    expect(message).toBe('Failed to save changes: Missing or insufficient permissions.');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(deleteMock).toHaveBeenCalledWith('https://storage.test/new-new.png');
    expect(deleteMock).not.toHaveBeenCalledWith('https://storage.test/3.jpg');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Edited title');
    expect(screen.getByText('Marked for removal')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
