import { describe, expect, it } from 'vitest';
import { AGE_MAX, AGE_MIN, MAX_BUDGET } from '@/config/constants';
import { makeProfile, makeRequest } from '@/testing/roommates';
import {
  FORM_ERRORS,
  formValuesFromProfile,
  formValuesFromRequest,
  requestInputOf,
  validateRoommateForm,
  type RoommateFormValues,
} from './profileForm';

const valid: RoommateFormValues = {
  userName: '  Ananya Gupta ',
  phone: ' +44 7700 900111 ',
  age: '23',
  gender: 'Female',
  profession: '',
  organization: '',
  aboutMe: 'Tidy MSc student.',
  budget: '800',
  preferredLocations: 'East Ham, Ilford',
  moveInDate: '2030-09-01',
  furnished: 'Furnished',
  preferredStay: '12 months',
  preferredRoommates: ['Female', 'Non-Smoker'],
  requirements: 'Furnished double room',
  household: {
    self: { diet: 'vegetarian', languages: ['Hindi'] },
    needValues: { kitchen: ['veg-only', 'jain'], languages: ['Hindi'], smoking: ['none'], pets: [] },
    needLevels: { kitchen: 'must', languages: 'prefer', smoking: 'none', pets: 'must' },
  },
};

function errorsOf(values: Partial<RoommateFormValues>) {
  const result = validateRoommateForm({ ...valid, ...values });
  return result.ok ? {} : result.errors;
}

describe('validateRoommateForm', () => {
  it('turns a valid form into trimmed request fields and the contact number', () => {
    const result = validateRoommateForm(valid);
    expect(result).toEqual({
      ok: true,
      phone: '+44 7700 900111',
      fields: {
        userName: 'Ananya Gupta',
        aboutMe: 'Tidy MSc student.',
        age: 23,
        gender: 'Female',
        budget: 800,
        preferredLocations: 'East Ham, Ilford',
        moveInDate: '2030-09-01',
        profession: '',
        organization: '',
        preferredRoommates: ['Female', 'Non-Smoker'],
        requirements: 'Furnished double room',
        furnished: 'Furnished',
        preferredStay: '12 months',
        self: { diet: 'vegetarian', languages: ['Hindi'] },
        // Don't mind, and a level without values, are not saved.
        needs: { must: { kitchen: ['veg-only', 'jain'] }, prefer: { languages: ['Hindi'] } },
      },
    });
  });

  it(`accepts ages ${AGE_MIN} and ${AGE_MAX} and rejects anything outside or fractional`, () => {
    expect(errorsOf({ age: String(AGE_MIN) })).toEqual({});
    expect(errorsOf({ age: String(AGE_MAX) })).toEqual({});
    expect(errorsOf({ age: '16' })).toEqual({ age: FORM_ERRORS.ageRange });
    expect(errorsOf({ age: '100' })).toEqual({ age: FORM_ERRORS.ageRange });
    expect(errorsOf({ age: '20.5' })).toEqual({ age: FORM_ERRORS.ageRange });
    expect(errorsOf({ age: 'abc' })).toEqual({ age: FORM_ERRORS.ageRange });
    expect(errorsOf({ age: ' ' })).toEqual({ age: FORM_ERRORS.ageRequired });
    expect(FORM_ERRORS.ageRange).toBe('Age must be a whole number between 17 and 99.');
  });

  it('accepts a budget of 0 and rejects a negative or non-numeric one', () => {
    expect(errorsOf({ budget: '0' })).toEqual({});
    expect(errorsOf({ budget: '650.50' })).toEqual({});
    expect(errorsOf({ budget: '-1' })).toEqual({ budget: FORM_ERRORS.budgetRange });
    expect(errorsOf({ budget: 'lots' })).toEqual({ budget: FORM_ERRORS.budgetRange });
    expect(errorsOf({ budget: 'Infinity' })).toEqual({ budget: FORM_ERRORS.budgetRange });
    expect(errorsOf({ budget: String(MAX_BUDGET + 1) })).toEqual({ budget: FORM_ERRORS.budgetRange });
    expect(errorsOf({ budget: String(MAX_BUDGET) })).toEqual({});
    expect(errorsOf({ budget: '' })).toEqual({ budget: FORM_ERRORS.budgetRequired });
  });

  it('requires every field of the spec except profession, organization and preferred roommates', () => {
    const result = validateRoommateForm({
      ...valid,
      userName: ' ',
      phone: '',
      age: '',
      gender: '',
      aboutMe: '',
      budget: '',
      preferredLocations: '',
      moveInDate: '',
      furnished: '',
      preferredStay: '',
      preferredRoommates: [],
      requirements: '   ',
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(
      ['aboutMe', 'age', 'budget', 'furnished', 'gender', 'moveInDate', 'phone', 'preferredLocations', 'preferredStay', 'requirements', 'userName'].sort(),
    );
  });

  it('treats a name of ideographic spaces or zero-width characters as missing', () => {
    expect(Object.keys(errorsOf({ userName: '\u3000\u3000' }))).toEqual(['userName']);
    expect(Object.keys(errorsOf({ userName: '\u200b\ufeff' }))).toEqual(['userName']);
  });

  it('checks the phone has digits and the text limits the rules enforce', () => {
    expect(errorsOf({ phone: 'call me' })).toEqual({ phone: FORM_ERRORS.phoneInvalid });
    expect(errorsOf({ profession: 'x'.repeat(121) })).toEqual({ profession: FORM_ERRORS.tooLong(120) });
    expect(errorsOf({ userName: 'x'.repeat(101) })).toEqual({ userName: FORM_ERRORS.tooLong(100) });
  });
});

describe('prefill', () => {
  it('starts a new profile from the account name and phone', () => {
    const values = formValuesFromProfile(makeProfile({ name: 'Neel', phoneNumber: '07700 900222' }));
    expect(values.userName).toBe('Neel');
    expect(values.phone).toBe('07700 900222');
    expect(values.age).toBe('');
    expect(values.gender).toBe('');
  });

  it('round-trips a saved request through the form', () => {
    const request = makeRequest({ self: { smokes: 'no' }, needs: { must: { kitchen: ['jain'] }, prefer: { languages: ['Gujarati', 'Hindi'] } } });
    const values = formValuesFromRequest(request, '+44 1');
    const result = validateRoommateForm(values);
    expect(result.ok && result.fields).toEqual({
      ...(({ profilePicture: _p, verificationId: _v, ...fields }) => fields)(requestInputOf(request)),
      self: request.self,
      needs: request.needs,
    });
  });
});
