// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: these tests fire the photo's load and error events themselves (jsdom loads no images).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCardFields } from './earlyCardFields';
import { showPostPreview } from './earlyPreview';

const derive = (fields: Record<string, string>) => addCardFields(fields, new Date(2026, 10, 21));

const TEMPLATE = `<main id="main"><div role="status">Loading...</div><template data-post-preview="room"><div inert=""><h1 data-fill="title">…</h1>
<p><span data-fill="address">…</span>, <span data-fill="postcode">…</span> · Posted by <span data-fill="userName">…</span></p><img src="data:," data-fill-src="images.0" alt=""></div></template></main>`;

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

const verified = (email: boolean, phone: boolean) => ({ ownerVerified: { mapValue: { fields: { email: { booleanValue: email }, phone: { booleanValue: phone } } } } });

beforeEach(() => {
  document.body.innerHTML = TEMPLATE;
  delete document.documentElement.dataset.ready;
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** The preview settles only once its first photo (`photoSelector`) has loaded (or failed: `event`). */
async function expectSettledAfterPhoto(preview: Promise<void>, photoSelector: string, event: 'load' | 'error' = 'load'): Promise<void> {
  let settled = false;
  const shown = preview.then(() => (settled = true));
  const photo = document.querySelector(photoSelector);
  // jsdom loads no images: the photo is incomplete until its load event.
  Object.defineProperty(photo, 'complete', { value: false });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled).toBe(false);
  photo?.dispatchEvent(new Event(event));
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

  it('fills each marked element from the post and shows the page top in place of the loading state', () => {
    showPostPreview('room', [roomDocument()], derive);
    const main = document.getElementById('main');
    expect(main?.querySelector('[role="status"]')).toBeNull();
    expect(main?.querySelector('template')).toBeNull();
    expect(main?.querySelector('h1')?.textContent).toBe('Double room in East Ham');
    expect(main?.querySelector('p')?.textContent).toBe('East Ham, London · Posted by Sanjay Patel');
    expect(main?.querySelector('img')?.getAttribute('src')).toBe('https://img.example/1.jpg');
    expect(main?.querySelector('[inert]')).not.toBeNull();
  });

  it('keeps each part only while its field is "true" (data-show-if) or is not (data-show-unless)', () => {
    const parts = `<main id="main"><template data-post-preview="room"><div><span data-show-if="ownerPremium">Premium</span>
<span data-show-if="verified"><span data-show-if="ownerVerified.email">Email verified</span><span data-show-if="ownerVerified.phone">Phone verified</span></span>
<span data-show-unless="ownerPremium">Basic</span><h1 data-fill="title"></h1></div></template></main>`;
    const shown = (fields: Record<string, unknown>) => {
      document.body.innerHTML = parts;
      showPostPreview('room', [roomDocument(fields)], derive);
      return Array.from(document.querySelectorAll('#main span:not(:has(span))')).map((span) => span.textContent);
    };
    expect(shown(verified(true, false))).toEqual(['Email verified', 'Basic']);
    expect(shown({ ownerPremium: { booleanValue: true }, ...verified(false, true) })).toEqual(['Premium', 'Phone verified']);
    expect(shown(verified(false, false))).toEqual(['Basic']);
    // The row of verified badges goes with its last badge (an empty row would still take a gap).
    expect(document.querySelectorAll('#main span')).toHaveLength(1);
  });

  it('puts post text in as text, never as markup', () => {
    showPostPreview('room', [roomDocument({ title: { stringValue: '<img src=x onerror=alert(1)>' } })], derive);
    const heading = document.querySelector('h1');
    expect(heading?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(heading?.children).toHaveLength(0);
  });

  it.each([
    ['a value missing', { postcode: { stringValue: '' } }],
    ['no photo', { images: { arrayValue: {} } }],
    ['a photo URL that is not http(s)', { images: { arrayValue: { values: [{ stringValue: 'javascript:alert(1)' }] } } }],
    ['a photo URL of another site without a scheme', { images: { arrayValue: { values: [{ stringValue: '//evil.example/1.jpg' }] } } }],
    ['a filled room', { status: { stringValue: 'filled' } }],
  ])('shows nothing for %s: the loading state stays for the app', (_case, fields) => {
    showPostPreview('room', [roomDocument(fields)], derive);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    expect(document.querySelector('h1')).toBeNull();
  });

  it('shows a page top for a single post only', () => {
    showPostPreview('room', [roomDocument(), roomDocument()], derive);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });

  it('sets a link only to a path of this site or an http(s) URL', () => {
    const link = (href: string) => {
      document.body.innerHTML = `<main id="main"><p role="status"></p><template data-post-preview="room"><a data-fill="title" data-fill-href="website"></a></template></main>`;
      showPostPreview('room', [roomDocument({ website: { stringValue: href } })], derive);
      return document.querySelector('a')?.getAttribute('href') ?? null;
    };
    expect(link('/room/x-id-r1')).toBe('/room/x-id-r1');
    expect(link('https://example.org/')).toBe('https://example.org/');
    for (const unsafe of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example', 'data:text/html,x', ' /room']) expect(link(unsafe)).toBeNull();
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

  it('waits for the page to be parsed before it looks for the template', () => {
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    showPostPreview('room', [roomDocument()], derive);
    expect(document.querySelector('h1')).toBeNull();
    parsing.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('h1')?.textContent).toBe('Double room in East Ham');
  });

  it('never throws: what it cannot read shows nothing and settles', async () => {
    await expect(
      showPostPreview('room', [roomDocument()], () => {
        throw new Error('derive failed');
      }),
    ).resolves.toBeUndefined();
    await expect(showPostPreview('room', [null, 'text', 42], derive)).resolves.toBeUndefined();
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });

  it('settles once the shown photo has loaded and painted, or failed, so the app scripts can follow', async () => {
    await expectSettledAfterPhoto(showPostPreview('room', [roomDocument()], derive), 'img');
    document.body.innerHTML = TEMPLATE;
    await expectSettledAfterPhoto(showPostPreview('room', [roomDocument()], derive), 'img', 'error');
  });

  it('settles at once when it shows nothing (the app must not wait for a preview that never comes)', async () => {
    await expect(showPostPreview('room', [roomDocument({ status: { stringValue: 'hidden' } })], derive)).resolves.toBeUndefined();
    await expect(showPostPreview('room', [], derive)).resolves.toBeUndefined();
    document.documentElement.dataset.ready = 'true';
    await expect(showPostPreview('room', [roomDocument()], derive)).resolves.toBeUndefined();
  });
});

describe('showPostPreview of a location page (a list of room cards)', () => {
  // The list once per variant, as src/app/firstPaint/RoomCardsPreview.tsx renders RoomCard.
  const variant = (key: string) =>
    `<ul class="grid" data-variant="${key}"><li class="${key}"><img data-show-if="hasPhoto" src="data:," data-fill-src="cardPhoto" alt="" loading="lazy" fetchPriority="auto"><div data-show-unless="hasPhoto" aria-hidden="true">⌂</div><a data-fill="title" data-fill-href="roomPath"></a><p><span data-fill="rentText"></span><span> / month</span></p><p><span data-fill="roomType"></span> · Available: <span data-fill="availability"></span></p></li></ul>`;
  const LIST = `<main id="main"><section><div id="room-cards"></div><p role="status">Loading...</p></section>
<template data-post-preview="room-cards" data-preview-into="room-cards" data-preview-list="">${['premium', 'plain', 'premium-filled', 'plain-filled'].map(variant).join('')}</template></main>`;

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

  it('draws one card per room in one list, premium owners first, each its variant\'s card, with the card text', () => {
    showPostPreview(
      'room-cards',
      [room('r1', 'Plain room in Ilford'), room('r2', 'Filled room', { status: { stringValue: 'filled' } }), room('r3', "Priya's premium room", { ownerPremium: { booleanValue: true } })],
      derive,
    );
    expect(document.querySelectorAll('#room-cards > ul')).toHaveLength(1);
    expect(document.querySelector('#room-cards > ul')?.outerHTML).toMatch(/^<ul class="grid">/);
    const items = Array.from(document.querySelectorAll('#room-cards > ul.grid > li'));
    expect(items.map((item) => item.className)).toEqual(['premium', 'plain', 'plain-filled']);
    // The first card's photo loads first, as RoomCard's `priority` makes it.
    expect(items.map((item) => `${item.querySelector('img')?.getAttribute('loading')} ${item.querySelector('img')?.getAttribute('fetchpriority')}`)).toEqual(['eager high', 'lazy auto', 'lazy auto']);
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual(['/room/priya-premium-room-id-r3', '/room/plain-room-ilford-id-r1', '/room/filled-room-id-r2']);
    expect(items[0]?.textContent).toBe("Priya's premium room£1,250 / monthDouble · Available: 5 December 2026");
    // The loading state is the app's (hydrated) markup: CSS hides it while the cards show.
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });

  it('draws a room without a photo with the placeholder RoomCard shows', () => {
    showPostPreview('room-cards', [room('r1', 'Room one'), room('r2', 'No photo', { images: { arrayValue: {} } })], derive);
    const items = Array.from(document.querySelectorAll('#room-cards > ul.grid > li'));
    expect(items.map((item) => [item.querySelectorAll('img').length, item.querySelectorAll('div[aria-hidden="true"]').length])).toEqual([[1, 0], [0, 1]]);
    expect(items[0]?.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('draws nothing when a card would miss a value or a safe photo URL, or there are no rooms', async () => {
    showPostPreview('room-cards', [room('r1', 'Room one'), room('r2', 'Room two', { rent: { stringValue: '' } })], derive);
    expect(document.getElementById('room-cards')?.childNodes).toHaveLength(0);
    showPostPreview('room-cards', [room('r1', 'Room one', { cardImages: { arrayValue: { values: [{ stringValue: 'javascript:alert(1)' }] } } })], derive);
    expect(document.getElementById('room-cards')?.childNodes).toHaveLength(0);
    await expect(showPostPreview('room-cards', [], derive)).resolves.toBeUndefined();
    expect(document.getElementById('room-cards')?.childNodes).toHaveLength(0);
  });

  it('settles once the first card has painted with its photo', async () => {
    await expectSettledAfterPhoto(showPostPreview('room-cards', [room('r1', 'Room one'), room('r2', 'Room two')], derive), '#room-cards img');
  });
});
