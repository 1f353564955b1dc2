import { describe, expect, it } from 'vitest';
import { makeRequest } from '@/testing/roommates';
import { roommateProfileMeta } from './profileSeo';

describe('roommateProfileMeta', () => {
  it('describes the seeker and builds a ProfilePage without contact details', () => {
    const request = makeRequest({ profilePicture: 'https://cdn.example/p.jpg' });
    const meta = roommateProfileMeta(request, '/roommate/x-id-seeker-1');
    expect(meta.title).toBe('Ananya Gupta is looking for a room in East Ham, Ilford');
    expect(meta.description).toMatch(/^23-year-old MSc Student at UCL looking for a room in East Ham, Ilford, budget £800 a month\. Furnished double room/);
    expect(meta.jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Ananya Gupta', jobTitle: 'MSc Student', image: 'https://cdn.example/p.jpg' },
    });
    const json = JSON.stringify(meta.jsonLd);
    expect(json).not.toMatch(/telephone|email|phone/i);
  });
});
