import { formatGBP } from '@/lib/format';
import { canonicalUrl } from '@/lib/seo';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { workLine } from './workLine';

/** Ends a text with a full stop unless it already ends a sentence. */
function sentence(text: string): string {
  const clean = text.trim();
  return clean && !/[.!?]$/.test(clean) ? `${clean}.` : clean;
}

/** Page title, description and schema.org ProfilePage of a roommate profile (never phone or email). */
export function roommateProfileMeta(request: RoommateRequest, path: string) {
  const where = request.preferredLocations ? ` in ${request.preferredLocations}` : '';
  const who = [request.age ? `${request.age}-year-old` : '', workLine(request)].filter(Boolean).join(' ') || request.userName;
  const title = `${request.userName} is looking for a room${where}`;
  const description = [
    sentence(`${who.charAt(0).toUpperCase()}${who.slice(1)} looking for a room${where}, budget ${formatGBP(request.budget)} a month`),
    sentence(request.requirements),
    request.aboutMe.trim(),
  ]
    .filter(Boolean)
    .join(' ');
  const person = {
    '@type': 'Person',
    name: request.userName,
    ...(request.aboutMe ? { description: request.aboutMe } : {}),
    ...(request.profession ? { jobTitle: request.profession } : {}),
    ...(request.organization ? { affiliation: { '@type': 'Organization', name: request.organization } } : {}),
    ...(request.profilePicture ? { image: request.profilePicture } : {}),
  };
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: canonicalUrl(path),
    name: title,
    ...(request.createdAt ? { dateCreated: request.createdAt.toISOString() } : {}),
    ...(request.lastActivity ? { dateModified: request.lastActivity.toISOString() } : {}),
    mainEntity: person,
  };
  return { title, description, jsonLd };
}
