import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { ownerSession, roomListing } from '@/testing/listings';
import { stubSession } from '@/testing/spies';
import { GUEST_PLACE_KEY } from './guestPlace';
import { JOURNEY_MESSAGES } from './messages';
import { RoomJourney } from './RoomJourney';

const guest = ownerSession({ status: 'signed-out', user: null, profile: null, role: null });
const eastHamRoom = roomListing({ id: 'east-ham', address: 'East Ham', geo: { lat: 51.53534, lng: 0.05307, geohash: 'u10j4bs9z1' } });
const leicesterRoom = roomListing({ id: 'leicester', address: 'Belgrave', geo: { lat: 52.6522, lng: -1.1207, geohash: 'gcq2ptx1xe' } });

/** postcodes.io's answer for E14 5AB (the stand-in serves the same shape). */
function answerPostcode() {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ status: 200, result: { postcode: 'E14 5AB', outcode: 'E14', latitude: 51.50542, longitude: -0.02353, country: 'England' } }), { status: 200 }),
  );
}

beforeEach(() => {
  localStorage.clear();
  stubSession(guest);
  vi.spyOn(data, 'saveMyPlace').mockResolvedValue();
});

describe('RoomJourney', () => {
  it('a guest picks a university: the room shows how far it is and a TfL journey link, kept in this browser', async () => {
    const user = userEvent.setup();
    render(<RoomJourney room={eastHamRoom} />);
    await user.type(screen.getByLabelText(JOURNEY_MESSAGES.inputLabel), 'UCL');
    await user.click(within(screen.getByRole('list', { name: JOURNEY_MESSAGES.suggestionsLabel })).getByRole('button', { name: 'UCL, Bloomsbury' }));

    expect(await screen.findByText(JOURNEY_MESSAGES.distanceFrom('13 km', 'UCL, Bloomsbury'))).toBeInTheDocument();
    const link = screen.getByRole('link', { name: JOURNEY_MESSAGES.planJourney });
    expect(link).toHaveAttribute('href', 'https://tfl.gov.uk/plan-a-journey/results?InputFrom=East+Ham&InputTo=University+College+London');
    expect(link).toHaveAttribute('target', '_blank');
    expect(JSON.parse(localStorage.getItem(GUEST_PLACE_KEY) ?? '{}')).toMatchObject({ kind: 'university', label: 'UCL, Bloomsbury' });
    expect(data.saveMyPlace).not.toHaveBeenCalled();
  });

  it('"UCL" and Enter saves UCL, the only university it names, as the home page search takes it', async () => {
    const user = userEvent.setup();
    render(<RoomJourney room={eastHamRoom} />);
    await user.type(screen.getByLabelText(JOURNEY_MESSAGES.inputLabel), 'UCL{Enter}');
    expect(await screen.findByText(JOURNEY_MESSAGES.distanceFrom('13 km', 'UCL, Bloomsbury'))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_PLACE_KEY) ?? '{}')).toMatchObject({ kind: 'university', label: 'UCL, Bloomsbury' });
  });

  it('a workplace postcode is looked up; outside London the link is Google Maps transit directions', async () => {
    const fetch = answerPostcode();
    const user = userEvent.setup();
    render(<RoomJourney room={leicesterRoom} />);
    await user.type(screen.getByLabelText(JOURNEY_MESSAGES.inputLabel), 'e14 5ab{Enter}');
    expect(await screen.findByText(/ km from E14 5AB$/)).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toMatch(/\/postcodes\/E14%205AB$/);
    const url = new URL(screen.getByRole('link', { name: JOURNEY_MESSAGES.planJourney }).getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('travelmode')).toBe('transit');
    expect(url.searchParams.get('origin')).toBe('52.6522,-1.1207');
    expect(screen.getByText(`(${JOURNEY_MESSAGES.planners.google})`, { exact: false })).toBeInTheDocument();
  });

  it('says what to enter, and keeps the text, when it is neither a postcode nor a university', async () => {
    const user = userEvent.setup();
    render(<RoomJourney room={eastHamRoom} />);
    const input = screen.getByLabelText(JOURNEY_MESSAGES.inputLabel);
    await user.type(input, 'my office{Enter}');
    expect(await screen.findByText(JOURNEY_MESSAGES.pickPlace)).toBeInTheDocument();
    expect(input).toHaveValue('my office');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(GUEST_PLACE_KEY)).toBeNull();
  });

  it('signed in, the place is saved on the private profile', async () => {
    const session = ownerSession();
    stubSession(session);
    const user = userEvent.setup();
    render(<RoomJourney room={eastHamRoom} />);
    await user.type(screen.getByLabelText(JOURNEY_MESSAGES.inputLabel), 'Imperial');
    await user.click(screen.getByRole('button', { name: 'Imperial, South Kensington' }));
    expect(data.saveMyPlace).toHaveBeenCalledWith(session.user?.uid, expect.objectContaining({ kind: 'university', query: 'Imperial College London' }));
    expect(session.updateProfile).toHaveBeenCalledWith({ myPlace: expect.objectContaining({ label: 'Imperial, South Kensington' }) });
    expect(localStorage.getItem(GUEST_PLACE_KEY)).toBeNull();
  });

  it("while a returning visitor's session loads, shows no browser's place and takes none, then saves to the profile", async () => {
    localStorage.setItem(GUEST_PLACE_KEY, JSON.stringify({ kind: 'postcode', label: 'E14 5AB', query: 'E14 5AB', lat: 51.5054, lng: -0.0235 }));
    const signedIn = ownerSession();
    stubSession({ ...signedIn, status: 'loading', profile: null, role: null });
    const user = userEvent.setup();
    const { rerender } = render(<RoomJourney room={eastHamRoom} />);
    expect(screen.queryByText(/ km from /)).toBeNull();
    expect(screen.getByLabelText(JOURNEY_MESSAGES.inputLabel)).toBeDisabled();
    expect(screen.getByRole('button', { name: JOURNEY_MESSAGES.save })).toBeDisabled();

    stubSession(signedIn);
    rerender(<RoomJourney room={eastHamRoom} />);
    await user.type(screen.getByLabelText(JOURNEY_MESSAGES.inputLabel), 'UCL');
    await user.click(screen.getByRole('button', { name: 'UCL, Bloomsbury' }));
    expect(data.saveMyPlace).toHaveBeenCalledWith(signedIn.user?.uid, expect.objectContaining({ label: 'UCL, Bloomsbury' }));
    expect(JSON.parse(localStorage.getItem(GUEST_PLACE_KEY) ?? '{}')).toMatchObject({ label: 'E14 5AB' });
  });

  it('says so when the room has no location yet, and lets the seeker change the place', async () => {
    localStorage.setItem(GUEST_PLACE_KEY, JSON.stringify({ kind: 'postcode', label: 'E14 5AB', query: 'E14 5AB', lat: 51.5054, lng: -0.0235 }));
    const user = userEvent.setup();
    render(<RoomJourney room={roomListing({ id: 'nowhere', geo: undefined })} />);
    expect(screen.getByText(JOURNEY_MESSAGES.notLocated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: JOURNEY_MESSAGES.change }));
    expect(screen.getByLabelText(JOURNEY_MESSAGES.inputLabel)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: JOURNEY_MESSAGES.cancel }));
    expect(screen.getByText(JOURNEY_MESSAGES.notLocated)).toBeInTheDocument();
  });
});
