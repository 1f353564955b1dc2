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

  it("uses the premium template (with the badge) for a premium owner's post, and nothing without one", () => {
    showPostPreview('room', roomDocument({ ownerPremium: { booleanValue: true } }));
    expect(document.querySelector('h1')).toBeNull();
    document.getElementById('main')?.insertAdjacentHTML('beforeend', '<template data-post-preview="room-premium"><span>Premium</span><h1>{{title}}</h1></template>');
    showPostPreview('room', roomDocument({ ownerPremium: { booleanValue: true } }));
    expect(document.querySelector('main span')?.textContent).toBe('Premium');
    expect(document.querySelector('h1')?.textContent).toBe('Double room in East Ham');
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
});
