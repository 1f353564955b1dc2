/**
 * Spies on the modules component tests most often replace. A spy is restored after each test
 * (`restoreMocks`), so a file that spies shares its worker's module graph, where `vi.mock` would
 * give it one of its own (tests/support/isolation.ts). Call them in `beforeEach` or in a test.
 */
import { vi, type MockInstance } from 'vitest';
import { toast } from '@/components/ui/toast';
import * as dataLayer from '@/data';
import type { AuthDialogsValue } from '@/features/auth/dialogs/AuthDialogsProvider';
import * as authDialogs from '@/features/auth/dialogs/useAuthDialogs';
import type { SessionValue } from '@/session/SessionProvider';
import * as session from '@/session/useSession';

type Fn = (...args: never[]) => unknown;
type DataFunctions = { [K in keyof typeof dataLayer as (typeof dataLayer)[K] extends Fn ? K : never]: (typeof dataLayer)[K] };
/** The spies `spyOnData` returns, by name. */
export type SpiedData<K extends keyof DataFunctions> = { [P in K]: MockInstance<DataFunctions[P] & Fn> };

/** Spies on these data-layer functions, each returning undefined (as `vi.fn()`) until a test says otherwise. */
export function spyOnData<K extends keyof DataFunctions>(names: readonly K[]): SpiedData<K> {
  const spies: Partial<SpiedData<K>> = {};
  for (const name of names) {
    const spy = vi.spyOn(dataLayer as unknown as Record<string, () => undefined>, name).mockImplementation(() => undefined);
    spies[name] = spy as unknown as SpiedData<K>[K];
  }
  return spies as SpiedData<K>;
}

/** `useSession` returns `value` (e.g. `makeSession(...)`). */
export function stubSession(value: SessionValue) {
  return vi.spyOn(session, 'useSession').mockReturnValue(value);
}

/** Every toast is recorded, and none is shown. */
export function spyOnToasts(): void {
  for (const kind of ['success', 'error', 'info', 'tip'] as const) vi.spyOn(toast, kind).mockReturnValue(0);
}

/** `useAuthDialogs` returns closed dialogs with spied actions, and `overrides`. */
export function stubAuthDialogs(overrides: Partial<AuthDialogsValue> = {}) {
  const value: AuthDialogsValue = {
    dialog: 'none',
    pendingTarget: null,
    setPendingTarget: vi.fn(),
    pendingChat: null,
    setPendingChat: vi.fn(),
    pendingRole: null,
    openDialog: vi.fn(),
    openPhoneStep: vi.fn(),
    closeDialog: vi.fn(),
    ...overrides,
  };
  vi.spyOn(authDialogs, 'useAuthDialogs').mockReturnValue(value);
  return value;
}
