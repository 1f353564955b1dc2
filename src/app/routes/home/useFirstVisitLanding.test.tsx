import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { useFirstVisitLanding } from './useFirstVisitLanding';

const session = vi.hoisted(() => ({ current: { user: { uid: 'u1' }, profile: { name: 'Asha Rao', isAdmin: false }, role: 'I Have Room' } }));
const data = vi.hoisted(() => ({ hasAnyListing: vi.fn(), getRoommateRequest: vi.fn() }));
vi.mock('@/session/useSession', () => ({ useSession: () => session.current }));
vi.mock('@/data', () => data);
vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn() } }));

function strictRouter({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <MemoryRouter initialEntries={['/?tab=browse-roommates']}>{children}</MemoryRouter>
    </StrictMode>
  );
}

function useLandingAndLocation() {
  return { landing: useFirstVisitLanding(), location: useLocation() };
}

describe('useFirstVisitLanding', () => {
  beforeEach(() => {
    sessionStorage.clear();
    data.hasAnyListing.mockReset();
  });

  it('lands a new owner on Create Listing under StrictMode’s double effects, and marks the session only then', async () => {
    let answer: (any: boolean) => void = () => undefined;
    data.hasAnyListing.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { result } = renderHook(useLandingAndLocation, { wrapper: strictRouter });
    // The cancelled first run must not have claimed the session's one landing.
    expect(sessionStorage.getItem(STORAGE_KEYS.firstVisitRouted)).toBeNull();
    await act(async () => answer(false));
    await waitFor(() => expect(result.current.location.search).toBe('?tab=create-listing'));
    expect(result.current.landing.onboardingFor).toBe('I Have Room');
    expect(sessionStorage.getItem(STORAGE_KEYS.firstVisitRouted)).toBe('true');
  });

  it('stays put for an owner who already has a listing, and checks once per session', async () => {
    data.hasAnyListing.mockResolvedValue(true);
    const { result, unmount } = renderHook(useLandingAndLocation, { wrapper: strictRouter });
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.firstVisitRouted)).toBe('true'));
    expect(result.current.location.search).toBe('?tab=browse-roommates');
    expect(result.current.landing.onboardingFor).toBeNull();
    unmount();
    const calls = data.hasAnyListing.mock.calls.length;
    renderHook(useLandingAndLocation, { wrapper: strictRouter });
    expect(data.hasAnyListing).toHaveBeenCalledTimes(calls);
  });
});
