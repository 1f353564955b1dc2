import type { RoommateRequest } from '@/data/collections/roommateRequests';

/** "MSc Student at UCL", "MSc Student", "UCL" or '' when neither is given. */
export function workLine({ profession, organization }: Pick<RoommateRequest, 'profession' | 'organization'>): string {
  const job = profession.trim();
  const org = organization.trim();
  if (job && org) return `${job} at ${org}`;
  return job || org;
}
