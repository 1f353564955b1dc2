import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/config/messages';
import { ACTIVITY } from '@/features/activity/messages';
import * as data from '@/data';
import { utcDayNumber } from '@/lib/activity';
import * as chatGate from '@/features/chat/components/ChatGate';
import { stubSession } from '@/testing/spies';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { makeProfile, makeRequest, makeSession, readJsonLd } from '@/testing/roommates';
import RoommateDetailPage from './RoommateDetailPage';
import { renderAtRoute } from '@/app/routing/renderAtRoute';


const SLUG = '/roommate/furnished-double-room-near-elizabeth-line-id-seeker-1';

function renderAt(path = SLUG) {
  return renderAtRoute(<RoommateDetailPage />, { path, route: '/roommate/:slug' });
}

beforeEach(() => {
  stubSession(makeSession(makeProfile({ userId: 'owner-1', name: 'Rahul', role: 'I Have Room' })));
  vi.spyOn(chatGate, 'ChatGate').mockImplementation(({ children }) => <>{children(() => undefined)}</>);
  vi.spyOn(data, 'getRoommateRequest').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(data, 'getRoommateRequestContact').mockResolvedValue({ phoneNumber: '+44 7700 900123', userId: 'seeker-1' });
  vi.spyOn(data, 'getPublicProfile').mockResolvedValue(null);
});

describe('RoommateDetailPage', () => {
  it('shows every field, the picture, Message User and per-page metadata', async () => {
    let arrive: (request: RoommateRequest) => void = () => undefined;
    vi.mocked(data.getRoommateRequest).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderAt();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    arrive(makeRequest({ profilePicture: 'https://cdn.example/p.jpg', moveInDate: '2099-03-01' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Gupta' })).toBeInTheDocument();
    expect(data.getRoommateRequest).toHaveBeenCalledWith('seeker-1');
    expect(screen.getByRole('img', { name: 'Profile picture of Ananya Gupta' })).toHaveAttribute('src', 'https://cdn.example/p.jpg');
    const details = document.querySelector('dl') as HTMLElement;
    for (const text of ['£800 / month', '1 March 2099', 'East Ham, Ilford', 'Furnished', '12 months', 'Female, Student', 'MSc Student', 'UCL']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'About me' }).nextElementSibling).toHaveTextContent('MSc student from Delhi');
    expect(screen.getByRole('button', { name: 'Message User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    expect(screen.queryByText('Contact Number (Premium)')).not.toBeInTheDocument();
    expect(data.getRoommateRequestContact).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(document.title).toBe('Ananya Gupta is looking for a room in East Ham, Ilford | RoomShare UK'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/roommate\/furnished-double-room-near-elizabeth-line-id-seeker-1$/);
    expect((document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').length).toBeLessThanOrEqual(160);
    const [jsonLd] = readJsonLd();
    expect(jsonLd).toMatchObject({ '@type': 'ProfilePage', mainEntity: { name: 'Ananya Gupta' } });
    expect(JSON.stringify(jsonLd)).not.toMatch(/7700|ananya@/);
  });

  it('says when the seeker was last active, from their public profile', async () => {
    const lastActiveDay = utcDayNumber(new Date()) - 2;
    vi.mocked(data.getPublicProfile).mockResolvedValue({ userId: 'active-seeker', name: 'Ananya', role: null, isAdmin: false, isPremium: false, createdAt: null, lastActivity: null, lastActiveDay });
    vi.mocked(data.getRoommateRequest).mockResolvedValue(makeRequest({ id: 'active-seeker', userId: 'active-seeker' }));
    renderAt();
    // Beside the heading on a wide screen, beside the sticky button on a phone (CSS shows one).
    expect(await screen.findAllByText(ACTIVITY.activeThisWeek)).not.toHaveLength(0);
    expect(data.getPublicProfile).toHaveBeenCalledWith('active-seeker');
  });

  it('shows a premium seeker\'s number as "Contact Number (Premium)"', async () => {
    vi.mocked(data.getRoommateRequest).mockResolvedValue(makeRequest({ ownerPremium: true }));
    renderAt();
    // The number's row is there from the start (no layout shift when the number arrives).
    expect(await screen.findByText('Contact Number (Premium)')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+44 7700 900123' })).toHaveAttribute('href', 'tel:+447700900123');
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });

  it('replaces the contact section once the seeker has FOUND a room', async () => {
    vi.mocked(data.getRoommateRequest).mockResolvedValue(makeRequest({ status: 'found' }));
    renderAt();
    expect(await screen.findByText(MESSAGES.inactiveRequest)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.inactiveListing)).toBeInTheDocument();
    expect(screen.getByText('FOUND')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message User' })).not.toBeInTheDocument();
  });

  it('hides Message User on the seeker\'s own profile', async () => {
    stubSession(makeSession(makeProfile({ userId: 'seeker-1' })));
    vi.mocked(data.getRoommateRequest).mockResolvedValue(makeRequest());
    renderAt();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Message User' })).not.toBeInTheDocument();
  });

  it.each([
    ['a URL without an id', '/roommate/some-profile', MESSAGES.invalidPostUrl, null],
    ['an unknown id', '/roommate/x-id-nobody', MESSAGES.postNotFound, null],
    ['a failed read', '/roommate/x-id-seeker-1', MESSAGES.postLoadFailed, new Error('offline')],
  ])('explains %s', async (_case, path, message, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    if (failure) vi.mocked(data.getRoommateRequest).mockRejectedValue(failure);
    else vi.mocked(data.getRoommateRequest).mockResolvedValue(null);
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${message}`);
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });
});
