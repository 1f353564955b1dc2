// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCardFields } from './earlyCardFields';
import { showPostPreview } from './earlyPreview';

const derive = (fields: Record<string, string>) => addCardFields(fields, new Date(2026, 10, 21));

const TEMPLATE = `<main id="main"><div role="status">Loading...</div><template data-post-preview="room"><div inert=""><h1>{{title}}</h1>
<p>{{address}}, {{postcode}} · Posted by {{userName}}</p><img src="{{images.0}}" alt="{{title}}, photo 1"></div></template></main>`;

function roomDocument(fields: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = {
    title: { stringValue: 'Double room in East Ham' },
    address: { stringValue: 'East Ham' },
    postcode: { stringValue: 'London' },
    userName: { stringValue: 'Sanjay Patel' },
    status: { stringValue: 'active' },
    ownerPremium: { booleanValue: false },
    images: { arrayValue: { values: [{ stringValue: 'https://img.example/1.jpg' }, { stringValue: 'https://img.example/2.jpg' }] } },
    ...fields,
  };
  return { name: 'projects/p/databases/(default)/documents/artifacts/a/public/data/room_listings/r1', fields: values };
}

beforeEach(() => {
  document.body.innerHTML = TEMPLATE;
  delete document.documentElement.dataset.ready;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** The preview settles only once its first photo (`photoSelector`) has loaded. */
async function expectSettledAfterPhotoLoads(preview: Promise<void>, photoSelector: string): Promise<void> {
  let settled = false;
  const shown = preview.then(() => (settled = true));
  const photo = document.querySelector(photoSelector);
  // jsdom loads no images: the photo is incomplete until its load event.
  Object.defineProperty(photo, 'complete', { value: false });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled).toBe(false);
  photo?.dispatchEvent(new Event('load'));
  await shown;
  expect(settled).toBe(true);
}

describe('showPostPreview', () => {
  it('settles once the photo is decoded where the browser can say so: a loaded photo may not have painted yet', async () => {
    let decoded: () => void = () => undefined;
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    try {
      let settled = false;
      const shown = showPostPreview('room', [roomDocument()], derive).then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(decode).toHaveBeenCalledTimes(1);
      expect(settled).toBe(false);
      decoded();
      await shown;
      expect(settled).toBe(true);
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  });

  it('fills the page top from the post and shows it in place of the loading state', () => {
    showPostPreview('room', [roomDocument()], derive);
    const main = document.getElementById('main');
    expect(main?.querySelector('[role="status"]')).toBeNull();
    expect(main?.querySelector('template')).toBeNull();
    expect(main?.querySelector('h1')?.textContent).toBe('Double room in East Ham');
    expect(main?.querySelector('p')?.textContent).toBe('East Ham, London · Posted by Sanjay Patel');
    expect(main?.querySelector('img')?.getAttribute('src')).toBe('https://img.example/1.jpg');
    expect(main?.querySelector('img')?.getAttribute('alt')).toBe('Double room in East Ham, photo 1');
    expect(main?.querySelector('[inert]')).not.toBeNull();
  });

  it('keeps only the badges the post has (premium, verified email or phone)', () => {
    document.body.innerHTML = `<main id="main"><template data-post-preview="room"><div><span data-preview-if="ownerPremium">Premium</span>
<span data-preview-if="ownerVerified.email|ownerVerified.phone"><span data-preview-if="ownerVerified.email">Email verified</span>
<span data-preview-if="ownerVerified.phone">Phone verified</span></span><h1>{{title}}</h1></div></template></main>`;
    showPostPreview('room', [roomDocument({ ownerVerified: { mapValue: { fields: { email: { booleanValue: true }, phone: { booleanValue: false } } } } })], derive);
    const main = document.getElementById('main');
    expect(main?.textContent).toContain('Email verified');
    expect(main?.textContent).not.toMatch(/Premium|Phone verified/);
    expect(main?.querySelector('[data-preview-if]')).toBeNull();
    document.body.innerHTML = TEMPLATE.replace('<h1>', '<span data-preview-if="ownerPremium">Premium</span><h1>');
    showPostPreview('room', [roomDocument({ ownerPremium: { booleanValue: true } })], derive);
    expect(document.getElementById('main')?.textContent).toContain('Premium');
  });

  it('puts post text in as text, never as markup', () => {
    showPostPreview('room', [roomDocument({ title: { stringValue: '<img src=x onerror=alert(1)>' } })], derive);
    const heading = document.querySelector('h1');
    expect(heading?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(heading?.children).toHaveLength(0);
  });

  it.each([
    ['a slot without a value', { postcode: { stringValue: '' } }],
    ['no photo', { images: { arrayValue: {} } }],
    ['a photo URL that is not http(s)', { images: { arrayValue: { values: [{ stringValue: 'javascript:alert(1)' }] } } }],
    ['a filled room', { status: { stringValue: 'filled' } }],
  ])('shows nothing for %s: the loading state stays for the app', (_case, fields) => {
    showPostPreview('room', [roomDocument(fields)], derive);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    expect(document.querySelector('h1')).toBeNull();
  });

  it('leaves the page alone once the app has rendered, or when the page has no such template', () => {
    document.documentElement.dataset.ready = 'true';
    showPostPreview('room', [roomDocument()], derive);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    delete document.documentElement.dataset.ready;
    showPostPreview('roommate', [roomDocument()], derive);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    showPostPreview('room', [], derive);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });

  it('settles once the shown photo has loaded and painted, so the app scripts can follow', async () => {
    await expectSettledAfterPhotoLoads(showPostPreview('room', [roomDocument()], derive), 'img');
  });

  it('settles at once when it shows nothing (the app must not wait for a preview that never comes)', async () => {
    await expect(showPostPreview('room', [roomDocument({ status: { stringValue: 'hidden' } })], derive)).resolves.toBeUndefined();
    await expect(showPostPreview('room', [], derive)).resolves.toBeUndefined();
    document.documentElement.dataset.ready = 'true';
    await expect(showPostPreview('room', [roomDocument()], derive)).resolves.toBeUndefined();
  });
});

describe('showPostPreview of a location page (a list of room cards)', () => {
  // One item per variant, as src/app/firstPaint/PostPreviews.tsx renders RoomCard.
  const card = (when: string, label: string) =>
    `<li data-preview-if="${when}" class="${label}"><img data-preview-if="hasPhoto" src="{{images.0}}" alt="" loading="lazy" fetchPriority="auto"><div data-preview-if="!hasPhoto" aria-hidden="true">⌂</div><a href="/room/{{slug}}-id-{{id}}">{{title}}</a><p>{{rentText}}<span> / month</span></p><p>{{roomType}} · Available: {{availability}}</p></li>`;
  const LIST = `<main id="main"><section><div id="room-cards"></div><p role="status">Loading...</p></section>
<template data-post-preview="room-cards" data-preview-into="room-cards" data-preview-list=""><ul class="grid">${card('ownerPremium active', 'premium')}${card('!ownerPremium active', 'plain')}${card('ownerPremium !active', 'premium filled')}${card('!ownerPremium !active', 'plain filled')}</ul></template></main>`;

  const room = (id: string, title: string, fields: Record<string, unknown> = {}) => ({
    ...roomDocument({
      title: { stringValue: title },
      rent: { integerValue: '1250' },
      roomType: { stringValue: 'Double' },
      availableFrom: { stringValue: '2026-12-05' },
      ...fields,
    }),
    name: `projects/p/databases/(default)/documents/artifacts/a/public/data/room_listings/${id}`,
  });

  beforeEach(() => {
    document.body.innerHTML = LIST;
  });

  it('draws one card per room, premium owners first, each the variant its fields select, with the card text', () => {
    showPostPreview(
      'room-cards',
      [room('r1', 'Plain room in Ilford'), room('r2', 'Filled room', { status: { stringValue: 'filled' } }), room('r3', "Priya's premium room", { ownerPremium: { booleanValue: true } })],
      derive,
    );
    const items = Array.from(document.querySelectorAll('#room-cards > ul.grid > li'));
    expect(items.map((item) => item.className)).toEqual(['premium', 'plain', 'plain filled']);
    // The first card's photo loads first, as RoomCard's `priority` makes it.
    expect(items.map((item) => `${item.querySelector('img')?.getAttribute('loading')} ${item.querySelector('img')?.getAttribute('fetchpriority')}`)).toEqual(['eager high', 'lazy auto', 'lazy auto']);
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual(['/room/priya-premium-room-id-r3', '/room/plain-room-ilford-id-r1', '/room/filled-room-id-r2']);
    expect(items[0]?.textContent).toBe("Priya's premium room£1,250 / monthDouble · Available: 5 December 2026");
    expect(document.querySelector('[data-preview-if]')).toBeNull();
    // The loading state is the app's (hydrated) markup: CSS hides it while the cards show.
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });

  it('draws a room without a photo with the placeholder RoomCard shows', () => {
    showPostPreview('room-cards', [room('r1', 'Room one'), room('r2', 'No photo', { images: { arrayValue: {} } })], derive);
    const items = Array.from(document.querySelectorAll('#room-cards > ul.grid > li'));
    expect(items.map((item) => [item.querySelectorAll('img').length, item.querySelectorAll('div[aria-hidden="true"]').length])).toEqual([[1, 0], [0, 1]]);
    expect(items[0]?.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('draws nothing when a card would miss a slot or there are no rooms', async () => {
    showPostPreview('room-cards', [room('r1', 'Room one'), room('r2', '')], derive);
    expect(document.getElementById('room-cards')?.childNodes).toHaveLength(0);
    await expect(showPostPreview('room-cards', [], derive)).resolves.toBeUndefined();
    expect(document.getElementById('room-cards')?.childNodes).toHaveLength(0);
  });

  it('settles once the first card has painted with its photo', async () => {
    await expectSettledAfterPhotoLoads(showPostPreview('room-cards', [room('r1', 'Room one'), room('r2', 'Room two')], derive), '#room-cards img');
  });
});
