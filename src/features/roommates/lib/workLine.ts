import type { RoommateRequest } from '@/data/collections/roommateRequests';

type Work = Pick<RoommateRequest, 'profession' | 'organization'>;

/** The profession and the organization that are given, trimmed, each with its field. */
export function workParts({ profession, organization }: Work): ['profession' | 'organization', string][] {
  const parts: ['profession' | 'organization', string][] = [
    ['profession', profession.trim()],
    ['organization', organization.trim()],
  ];
  return parts.filter(([, text]) => text);
}

/** "MSc Student at UCL", "MSc Student", "UCL" or '' when neither is given. */
export function workLine(request: Work): string {
  return workParts(request)
    .map(([, text]) => text)
    .join(' at ');
}
