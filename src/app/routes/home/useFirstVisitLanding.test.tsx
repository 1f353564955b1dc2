import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import * as data from '@/data';
import { makeProfile, makeSession } from '@/testing/roommates';
import { spyOnToasts, stubSession } from '@/testing/spies';
import { useFirstVisitLanding } from './useFirstVisitLanding';

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
  let hasAnyListing: MockInstance<typeof data.hasAnyListing>;
  beforeEach(() => {
    sessionStorage.clear();
    stubSession(makeSession(makeProfile({ userId: 'u1', name: 'Asha Rao', role: 'I Have Room' })));
    hasAnyListing = vi.spyOn(data, 'hasAnyListing');
    vi.spyOn(data, 'getRoommateRequest').mockResolvedValue(null);
    spyOnToasts();
  });

  it('lands a new owner on Create Listing under StrictMode’s double effects, and marks the session only then', async () => {
    let answer: (any: boolean) => void = () => undefined;
    hasAnyListing.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { result } = renderHook(useLandingAndLocation, { wrapper: strictRouter });
    // The cancelled first run must not have claimed the session's one landing.
    expect(sessionStorage.getItem(STORAGE_KEYS.firstVisitRouted)).toBeNull();
    await act(async () => answer(false));
    await waitFor(() => expect(result.current.location.search).toBe('?tab=create-listing'));
    expect(result.current.landing.onboardingFor).toBe('I Have Room');
    expect(sessionStorage.getItem(STORAGE_KEYS.firstVisitRouted)).toBe('true');
  });

  it('stays put for an owner who already has a listing, and checks once per session', async () => {
    hasAnyListing.mockResolvedValue(true);
    const { result, unmount } = renderHook(useLandingAndLocation, { wrapper: strictRouter });
    await waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.firstVisitRouted)).toBe('true'));
    expect(result.current.location.search).toBe('?tab=browse-roommates');
    expect(result.current.landing.onboardingFor).toBeNull();
    unmount();
    const calls = hasAnyListing.mock.calls.length;
    renderHook(useLandingAndLocation, { wrapper: strictRouter });
    expect(hasAnyListing).toHaveBeenCalledTimes(calls);
  });
});
