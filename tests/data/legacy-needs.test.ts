/**
 * "Map old roommate choices" against the emulator and the rules, as an admin: over more than one
 * page of roommate profiles, "Vegetarian" and "Non-Smoker" become prefers, a dimension a seeker
 * answered stays theirs, and a second run writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoommateRequest } from '@/data';
import { mapLegacyNeedsStep } from '@/features/admin/jobs/legacyNeedsJob';
import type { HouseholdNeeds } from '@/schema/household';
import type { PreferredRoommate } from '../../src/data/collections/roommateRequests';
import { requestInput } from './fixtures';
import { clearFirestore, freshAdmin, signInAs, writeAsOwner } from './support';

const PREFIX = 'artifacts/roomshare-uk/public/data';
const VEG_KITCHENS = ['veg-only', 'veg-eggs', 'jain'];
const NO_SMOKE_INSIDE = ['none', 'outside'];
/** More than one page (20) of profiles, most of them with nothing to map. */
const PLAIN = 23;

async function writeProfile(id: string, preferredRoommates: PreferredRoommate[], needs?: HouseholdNeeds) {
  await writeAsOwner(`${PREFIX}/roommate_requests/${id}`, {
    ...requestInput({ preferredRoommates }),
    ...(needs ? { needs } : {}),
    status: 'active',
    userId: id,
    createdAt: new Date(),
    lastActivity: new Date(),
  });
}

async function runJob(): Promise<{ checked: number; updated: number }> {
  let after: string | null = null;
  const total = { checked: 0, updated: 0 };
  do {
    const page: Awaited<ReturnType<typeof mapLegacyNeedsStep>> = await mapLegacyNeedsStep(after);
    total.checked += page.checked;
    total.updated += page.updated;
    after = page.next;
  } while (after);
  return total;
}

const needsOf = async (id: string) => (await getRoommateRequest(id))?.needs;

beforeAll(async () => {
  await clearFirestore();
  for (let n = 0; n < PLAIN; n += 1) await writeProfile(`plain-${String(n).padStart(2, '0')}`, ['Student', 'Any']);
  await writeProfile('veg', ['Female', 'Vegetarian']);
  await writeProfile('veg-nonsmoker', ['Vegetarian', 'Non-Smoker']);
  await writeProfile('z-has-kitchen-must', ['Vegetarian', 'Non-Smoker'], { must: { kitchen: ['jain'] }, prefer: { languages: ['Hindi'] } });
  await writeProfile('z-has-smoking-prefer', ['Non-Smoker'], { prefer: { smoking: ['none'] } });
  const admin = await freshAdmin('Needs Admin');
  await signInAs(admin.email, admin.password);
});

describe('Map old roommate choices', () => {
  it('gives the old choices as prefers, keeps what seekers answered, and changes nothing on a second run', async () => {
    expect(await runJob()).toEqual({ checked: PLAIN + 4, updated: 3 });
    expect(await needsOf('veg')).toEqual({ prefer: { kitchen: VEG_KITCHENS } });
    expect(await needsOf('veg-nonsmoker')).toEqual({ prefer: { kitchen: VEG_KITCHENS, smoking: NO_SMOKE_INSIDE } });
    expect(await needsOf('z-has-kitchen-must')).toEqual({ must: { kitchen: ['jain'] }, prefer: { languages: ['Hindi'], smoking: NO_SMOKE_INSIDE } });
    expect(await needsOf('z-has-smoking-prefer')).toEqual({ prefer: { smoking: ['none'] } });
    expect(await needsOf('plain-00')).toEqual({});

    expect(await runJob()).toEqual({ checked: PLAIN + 4, updated: 0 });
    expect(await needsOf('veg-nonsmoker')).toEqual({ prefer: { kitchen: VEG_KITCHENS, smoking: NO_SMOKE_INSIDE } });
  });
});
