import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import { parsePostcode } from './postcode';
import { UNIVERSITY_CAMPUSES, universityCampusById } from './universities';
import { campusLabel, matchUniversities, normaliseName, universityNamedBy } from './universityMatch';

const ids = (text: string) => matchUniversities(text).map((campus) => campus.id);

describe('the university list', () => {
  it('has unique ids, outward codes and points inside the UK', () => {
    expect(new Set(UNIVERSITY_CAMPUSES.map((c) => c.id)).size).toBe(UNIVERSITY_CAMPUSES.length);
    for (const campus of UNIVERSITY_CAMPUSES) {
      expect(parsePostcode(campus.outcode), campus.id).toEqual({ outward: campus.outcode, inward: null, normalised: campus.outcode });
      expect(campus.lat, campus.id).toBeGreaterThan(49.8);
      expect(campus.lat, campus.id).toBeLessThan(60.9);
      expect(campus.lng, campus.id).toBeGreaterThan(-8.2);
      expect(campus.lng, campus.id).toBeLessThan(1.8);
    }
  });

  it('lists London first, with the campuses the brief names', () => {
    const firstOutside = UNIVERSITY_CAMPUSES.findIndex((c) => !['London', 'Egham', 'Hatfield', 'Luton'].includes(c.city));
    expect(UNIVERSITY_CAMPUSES.slice(firstOutside).every((c) => c.city !== 'London')).toBe(true);
    for (const id of ['ucl', 'imperial', 'kcl-strand', 'lse', 'qmul', 'city', 'westminster', 'greenwich', 'uel-stratford', 'middlesex', 'brunel', 'kingston', 'goldsmiths', 'soas', 'birkbeck', 'royal-holloway', 'roehampton', 'lsbu', 'ual-csm']) {
      expect(universityCampusById(id)?.city, id).toMatch(/London|Egham/);
    }
    for (const id of ['manchester', 'birmingham', 'leeds', 'leicester', 'coventry', 'warwick', 'nottingham', 'sheffield', 'glasgow', 'edinburgh', 'cardiff', 'queens-belfast', 'oxford', 'cambridge']) {
      expect(universityCampusById(id), id).toBeDefined();
    }
  });

  it('gives each campus its nation', () => {
    expect(universityCampusById('glasgow')?.nation).toBe('scotland');
    expect(universityCampusById('cardiff')?.nation).toBe('wales');
    expect(universityCampusById('queens-belfast')?.nation).toBe('northern-ireland');
    expect(universityCampusById('ucl')?.nation).toBe('england');
  });

  it('places neighbours sensibly (a guard against swapped coordinates)', () => {
    const at = (id: string) => universityCampusById(id) ?? { lat: 0, lng: 0 };
    expect(distanceKm(at('ucl'), at('soas'))).toBeLessThan(0.6);
    expect(distanceKm(at('ucl'), at('birkbeck'))).toBeLessThan(0.4);
    expect(distanceKm(at('kcl-strand'), at('lse'))).toBeLessThan(0.5);
    expect(distanceKm(at('leicester'), at('dmu'))).toBeLessThan(1.5);
    expect(distanceKm(at('coventry'), at('warwick'))).toBeGreaterThan(4);
    expect(distanceKm(at('coventry'), at('warwick'))).toBeLessThan(6);
  });
});

describe('matchUniversities', () => {
  it('finds a campus by its short name or an alias, in any case', () => {
    expect(ids('UCL')[0]).toBe('ucl');
    expect(ids('ucl')[0]).toBe('ucl');
    expect(ids('KCL')[0]).toBe('kcl-strand');
    expect(ids('lse')[0]).toBe('lse');
    expect(ids('QMUL')[0]).toBe('qmul');
    expect(ids('qub')[0]).toBe('queens-belfast');
    expect(ids('Imperial College')[0]).toBe('imperial');
  });

  it('finds by the start of a name', () => {
    expect(ids('imp')[0]).toBe('imperial');
    expect(ids('goldsm')[0]).toBe('goldsmiths');
    expect(ids('Queen Mary')[0]).toBe('qmul');
    expect(ids('University College')[0]).toBe('ucl');
  });

  it('finds by words anywhere: name, campus or city, ignoring apostrophes and filler words', () => {
    expect(ids('kings college')[0]).toBe('kcl-strand');
    expect(ids("king's")[0]).toBe('kcl-strand');
    expect(ids('mile end')).toEqual(['qmul']);
    expect(ids('uni of manchester')[0]).toBe('manchester');
    expect(ids('south ken')).toEqual(['imperial']);
    expect(ids('Queens Belfast')[0]).toBe('queens-belfast');
  });

  it('lists every campus of a university and London ones before the rest', () => {
    expect(ids('UEL')).toEqual(['uel-stratford', 'uel-docklands']);
    const london = ids('london');
    expect(london.length).toBeGreaterThan(0);
    expect(london.every((id) => universityCampusById(id)?.city !== 'Manchester')).toBe(true);
  });

  it('needs two characters and says nothing for unknown text', () => {
    expect(ids('')).toEqual([]);
    expect(ids('u')).toEqual([]);
    expect(ids('xyzzy')).toEqual([]);
    expect(ids('the of')).toEqual([]);
    expect(ids('university of').every((id) => universityCampusById(id)?.name.startsWith('University of'))).toBe(true);
    expect(matchUniversities('uni', 3).length).toBeLessThanOrEqual(3);
  });
});

describe('labels', () => {
  it('reads short name and campus', () => {
    expect(campusLabel(universityCampusById('ucl') ?? UNIVERSITY_CAMPUSES[0]!)).toBe('UCL, Bloomsbury');
    expect(normaliseName('  King’s  College & Co ')).toBe('kings college and co');
  });
});

describe('universityNamedBy', () => {
  it('takes the only match, or the one the text names exactly, or a suggestion\'s own label', () => {
    expect(universityNamedBy('UCL')?.id).toBe('ucl');
    expect(universityNamedBy('imperial')?.id).toBe('imperial');
    expect(universityNamedBy("King's")?.id).toBe('kcl-strand');
    expect(universityNamedBy('UCL, Bloomsbury')?.id).toBe('ucl');
    expect(universityNamedBy('UEL, Docklands')?.id).toBe('uel-docklands');
  });

  it('takes none when the text could mean several campuses, or none', () => {
    expect(universityNamedBy('queen')).toBeNull();
    expect(universityNamedBy('UEL')).toBeNull();
    expect(universityNamedBy('my office')).toBeNull();
    expect(universityNamedBy('u')).toBeNull();
  });
});
