import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showPostPreview } from './earlyPreview';

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

describe('showPostPreview', () => {
  it('fills the page top from the post and shows it in place of the loading state', () => {
    showPostPreview('room', roomDocument());
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
    showPostPreview('room', roomDocument({ ownerVerified: { mapValue: { fields: { email: { booleanValue: true }, phone: { booleanValue: false } } } } }));
    const main = document.getElementById('main');
    expect(main?.textContent).toContain('Email verified');
    expect(main?.textContent).not.toMatch(/Premium|Phone verified/);
    expect(main?.querySelector('[data-preview-if]')).toBeNull();
    document.body.innerHTML = TEMPLATE.replace('<h1>', '<span data-preview-if="ownerPremium">Premium</span><h1>');
    showPostPreview('room', roomDocument({ ownerPremium: { booleanValue: true } }));
    expect(document.getElementById('main')?.textContent).toContain('Premium');
  });

  it('puts post text in as text, never as markup', () => {
    showPostPreview('room', roomDocument({ title: { stringValue: '<img src=x onerror=alert(1)>' } }));
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
    showPostPreview('room', roomDocument(fields));
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    expect(document.querySelector('h1')).toBeNull();
  });

  it('leaves the page alone once the app has rendered, or when the page has no such template', () => {
    document.documentElement.dataset.ready = 'true';
    showPostPreview('room', roomDocument());
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    delete document.documentElement.dataset.ready;
    showPostPreview('roommate', roomDocument());
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    showPostPreview('room', null);
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });

  it('settles once the shown photo has loaded and painted, so the app scripts can follow', async () => {
    let settled = false;
    const shown = showPostPreview('room', roomDocument()).then(() => (settled = true));
    const photo = document.querySelector('img');
    // jsdom loads no images: the photo is incomplete until its load event.
    Object.defineProperty(photo, 'complete', { value: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    photo?.dispatchEvent(new Event('load'));
    await shown;
    expect(settled).toBe(true);
  });

  it('settles at once when it shows nothing (the app must not wait for a preview that never comes)', async () => {
    await expect(showPostPreview('room', roomDocument({ status: { stringValue: 'hidden' } }))).resolves.toBeUndefined();
    await expect(showPostPreview('room', null)).resolves.toBeUndefined();
    document.documentElement.dataset.ready = 'true';
    await expect(showPostPreview('room', roomDocument())).resolves.toBeUndefined();
  });
});
