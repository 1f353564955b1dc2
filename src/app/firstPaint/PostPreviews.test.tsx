import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { POST_ARTICLE } from '@/components/post/postLayout';
import { paths } from '@/config/paths';
import { RoomCard, RoomDetailTop } from '@/features/listings';
import { RoommateDetailTop } from '@/features/roommates';
import { roomListing } from '@/testing/listings';
import { makeRequest } from '@/testing/roommates';
import { Providers } from '../Providers';
import type { RoomListing } from '@/data/collections/roomListings';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { addCardFields } from './earlyCardFields';
import { showPostPreview } from './earlyPreview';
import { AppShellPage, PREVIEW_PHOTO } from './PostPreviews';
import { ROOM_CARDS_TEMPLATE, RoomCardsPreview } from './RoomCardsPreview';

// The early preview with the templates the prerender renders from the app's components: filled
// from a post's REST document, it shows what React renders for that post.

const NOW = new Date(2026, 10, 21);
const derive = (fields: Record<string, string>) => addCardFields(fields, NOW);
/** Rendered as the prerender renders: its providers and router, no one signed in. */
const html = (element: ReactNode) =>
  renderToStaticMarkup(
    <Providers>
      <MemoryRouter>{element}</MemoryRouter>
    </Providers>,
  );

/** A post as Firestore's REST API sends it. */
function restDocument(collection: string, post: RoomListing | RoommateRequest) {
  const value = (item: unknown): unknown => {
    if (typeof item === 'string') return { stringValue: item };
    if (typeof item === 'number') return { integerValue: String(item) };
    if (typeof item === 'boolean') return { booleanValue: item };
    if (Array.isArray(item)) return { arrayValue: { values: item.map(value) } };
    if (item && typeof item === 'object') return { mapValue: { fields: Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, value(entry)])) } };
    return { nullValue: null };
  };
  const { id, ...fields } = post;
  return { name: `projects/p/databases/(default)/documents/${collection}/${id}`, fields: Object.fromEntries(Object.entries(fields).map(([key, entry]) => [key, value(entry)])) };
}

/**
 * What a reader sees: the elements (a preview's filled spans unwrapped; not the image preloads
 * React's own render adds), their classes, text, photos and links.
 */
function looks(root: Element) {
  const elements = Array.from(root.querySelectorAll('*')).filter((element) => !(element.tagName === 'SPAN' && element.hasAttribute('data-fill')) && element.tagName !== 'LINK');
  return {
    text: root.textContent,
    elements: elements.map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`),
    photos: Array.from(root.querySelectorAll('img')).map((image) => image.getAttribute('src')),
    links: Array.from(root.querySelectorAll('a')).map((link) => link.getAttribute('href')),
  };
}

const ROOM = roomListing({
  id: 'r1',
  title: 'Bright double room near East Ham station',
  address: '12 High Street North',
  postcode: 'E6 2HJ',
  userName: 'Sanjay Patel',
  rent: 950,
  availableFrom: '2026-12-05',
  images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
  cardImages: ['https://img.example/1-card.jpg', 'https://img.example/2-card.jpg'],
  ownerPremium: false,
  ownerVerified: { email: true, phone: false },
  household: {},
  status: 'active',
});
const REQUEST = makeRequest({ profilePicture: 'https://img.example/ananya.jpg', ownerPremium: true, ownerVerified: { email: true, phone: true } });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app shell\'s page tops, filled from a post', () => {
  const shell = () => (document.body.innerHTML = `<main id="main">${html(<AppShellPage />)}</main>`);
  const rendered = (element: ReactNode) => {
    const article = document.createElement('article');
    article.innerHTML = html(element);
    return looks(article);
  };

  it.each([
    ['a premium owner, both contacts verified', { ownerPremium: true, ownerVerified: { email: true, phone: true } }],
    ['an owner with their email verified', { ownerPremium: false, ownerVerified: { email: true, phone: false } }],
    ['an owner with nothing verified', { ownerPremium: false, ownerVerified: { email: false, phone: false } }],
  ])('shows the room page top React renders for %s', (_case, owner) => {
    const room = { ...ROOM, ...owner };
    shell();
    showPostPreview('room', [restDocument('room_listings', room)], derive);
    const preview = document.querySelector(`main [inert] .${POST_ARTICLE.split(' ')[0]}`);
    expect(preview).not.toBeNull();
    // The top down to its main photo: the thumbnails below it wait for the app.
    expect(looks(preview as Element)).toEqual(rendered(<RoomDetailTop room={{ ...room, images: room.images.slice(0, 1) }} premium={room.ownerPremium} />));
    expect(preview?.textContent).toContain('12 High Street North, E6 2HJ · Posted by Sanjay Patel');
  });

  it('shows the roommate page top React renders: age, gender and work line', () => {
    shell();
    showPostPreview('roommate', [restDocument('roommate_requests', REQUEST)], derive);
    const preview = document.querySelector('main [inert] article');
    expect(looks(preview as Element)).toEqual(rendered(<RoommateDetailTop request={REQUEST} premium />));
    expect(preview?.textContent).toContain('23 years · Female · MSc Student at UCL');
  });

  it.each([
    ['no picture', { profilePicture: '' }],
    ['no organization (its work line would differ)', { organization: '' }],
  ])('shows no roommate page top for a profile with %s: the app draws it', (_case, fields) => {
    shell();
    showPostPreview('roommate', [restDocument('roommate_requests', { ...REQUEST, ...fields })], derive);
    expect(document.querySelector('main [inert]')).toBeNull();
    expect(document.querySelector('main [role="status"]')).not.toBeNull();
  });

  it('holds no photo URL but the placeholder, which the early read replaces', () => {
    shell();
    const templates = Array.from(document.querySelectorAll('template'));
    expect(templates.flatMap((template) => Array.from(template.content.querySelectorAll('img')).map((image) => image.getAttribute('src')))).toEqual([PREVIEW_PHOTO, PREVIEW_PHOTO]);
  });
});

describe('a location page\'s room cards, filled from its rooms', () => {
  const page = () =>
    (document.body.innerHTML = `<main id="main"><section><div id="${ROOM_CARDS_TEMPLATE['data-preview-into']}"></div></section></main><template data-post-preview="room-cards" data-preview-into="${ROOM_CARDS_TEMPLATE['data-preview-into']}" data-preview-list="">${html(<RoomCardsPreview />)}</template>`);

  it('draws the cards React renders, premium owners first, the first one\'s photo first', () => {
    const rooms = [
      { ...ROOM, id: 'r1', title: 'Plain room' },
      { ...ROOM, id: 'r2', title: 'Filled room', status: 'filled' as const, images: [], cardImages: [] },
      { ...ROOM, id: 'r3', title: 'Premium room', ownerPremium: true, ownerVerified: { email: false, phone: true } },
    ];
    page();
    showPostPreview('room-cards', rooms.map((room) => restDocument('room_listings', room)), derive);
    const list = document.querySelector(`#${ROOM_CARDS_TEMPLATE['data-preview-into']} > ul`);
    const react = document.createElement('div');
    react.innerHTML = html(
      <ul>
        {[rooms[2], rooms[0], rooms[1]].map((room, index) => room && <RoomCard key={room.id} listing={{ ...room, cardImages: room.cardImages ?? [] }} priority={index === 0} />)}
      </ul>,
    );
    // (React's own render also preloads the first photo: a head element, not part of the list.)
    expect(looks(list as Element)).toEqual(looks(react.querySelector('ul') as Element));
    expect(looks(list as Element).links).toEqual([paths.room('Premium room', 'r3'), paths.room('Plain room', 'r1'), paths.room('Filled room', 'r2')]);
    const first = list?.querySelector('img');
    expect([first?.getAttribute('src'), first?.getAttribute('loading'), first?.getAttribute('fetchpriority')]).toEqual(['https://img.example/1-card.jpg', 'eager', 'high']);
  });

  it('renders the list once per card variant: premium or not, active or filled', () => {
    page();
    const variants = Array.from(document.querySelectorAll('template')[0]?.content.querySelectorAll('[data-variant]') ?? []);
    expect(variants.map((variant) => [variant.getAttribute('data-variant'), variant.children.length, variant.textContent?.includes('FILLED'), variant.textContent?.includes('Premium')])).toEqual([
      ['premium', 1, false, true],
      ['premium-filled', 1, true, true],
      ['plain', 1, false, false],
      ['plain-filled', 1, true, false],
    ]);
  });
});
