import { describe, expect, it } from 'vitest';
import { LAST_WEEK_DAYS } from '@/config/constants';
import { filterUsers, isFiltering, joinedInLastWeek, matchesUserSearch } from './userFilters';

const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const users = [
  { name: 'Priya Sharma', email: 'priya.owner@roomshare.test', createdAt: daysAgo(30) },
  { name: 'Rahul Verma', email: 'rahul.owner@roomshare.test', createdAt: daysAgo(2) },
  { name: 'Ananya Gupta', email: 'ANANYA@Example.com', createdAt: daysAgo(6.9) },
  { name: 'No Date', email: 'nodate@roomshare.test', createdAt: null },
];

describe('user search', () => {
  it('matches name or email, case-insensitive, ignoring surrounding spaces', () => {
    expect(matchesUserSearch(users[0]!, 'PRIYA')).toBe(true);
    expect(matchesUserSearch(users[0]!, 'sharma')).toBe(true);
    expect(matchesUserSearch(users[0]!, 'owner@room')).toBe(true);
    expect(matchesUserSearch(users[2]!, 'ananya@example')).toBe(true);
    expect(matchesUserSearch(users[1]!, '  verma ')).toBe(true);
    expect(matchesUserSearch(users[1]!, 'priya')).toBe(false);
    expect(matchesUserSearch(users[1]!, '   ')).toBe(true);
  });

  it('filters the list and sorts newest first', () => {
    expect(filterUsers(users, { term: 'OWNER', lastWeek: false }, now).map((u) => u.name)).toEqual(['Rahul Verma', 'Priya Sharma']);
    expect(filterUsers(users, { term: 'nobody', lastWeek: false }, now)).toEqual([]);
  });
});

describe('Last Week filter', () => {
  it('keeps users who joined within the last 7 days', () => {
    expect(LAST_WEEK_DAYS).toBe(7);
    expect(joinedInLastWeek(daysAgo(7), now)).toBe(true);
    expect(joinedInLastWeek(daysAgo(7.01), now)).toBe(false);
    expect(joinedInLastWeek(null, now)).toBe(false);
    expect(filterUsers(users, { term: '', lastWeek: true }, now).map((u) => u.name)).toEqual(['Rahul Verma', 'Ananya Gupta']);
  });

  it('combines with the search', () => {
    expect(filterUsers(users, { term: 'ananya', lastWeek: true }, now).map((u) => u.name)).toEqual(['Ananya Gupta']);
    expect(filterUsers(users, { term: 'priya', lastWeek: true }, now)).toEqual([]);
  });

  it('counts as filtering (Load More hidden) when searching or filtering', () => {
    expect(isFiltering({ term: '', lastWeek: false })).toBe(false);
    expect(isFiltering({ term: '  ', lastWeek: false })).toBe(false);
    expect(isFiltering({ term: 'a', lastWeek: false })).toBe(true);
    expect(isFiltering({ term: '', lastWeek: true })).toBe(true);
  });
});
