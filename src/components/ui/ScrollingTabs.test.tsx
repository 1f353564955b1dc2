import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScrollingTabs } from './ScrollingTabs';

/**
 * jsdom has no layout: a fake one where every tab is 100 px wide, side by side, in a 250 px row,
 * so the component's own arithmetic decides what is in view.
 */
const TAB_WIDTH = 100;
const ROW_WIDTH = 250;
const scrollPositions = new WeakMap<Element, number>();
const patched = ['offsetLeft', 'offsetWidth', 'clientWidth', 'scrollWidth', 'scrollLeft'] as const;
const originals = new Map<string, PropertyDescriptor | undefined>();

function fakeLayout(): void {
  const define = (name: string, descriptor: PropertyDescriptor) =>
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
  for (const name of patched) originals.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  const indexOfTab = (element: HTMLElement) => {
    const item = element.closest('li');
    return item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
  };
  define('offsetLeft', { get(this: HTMLElement) { return indexOfTab(this) * TAB_WIDTH; } });
  define('offsetWidth', { get() { return TAB_WIDTH; } });
  define('clientWidth', { get() { return ROW_WIDTH; } });
  define('scrollWidth', { get(this: HTMLElement) { return this.children.length * TAB_WIDTH; } });
  define('scrollLeft', {
    get(this: HTMLElement) { return scrollPositions.get(this) ?? 0; },
    set(this: HTMLElement, value: number) { scrollPositions.set(this, value); },
  });
}

function restoreLayout(): void {
  for (const name of patched) {
    const original = originals.get(name);
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
}

function Tabs({ names, current }: { names: string[]; current: string }) {
  return (
    <ScrollingTabs label="Sections" currentKey={current}>
      {names.map((name) => (
        <li key={name}>
          <a href={`#${name}`} aria-current={name === current ? 'page' : undefined}>
            {name}
          </a>
        </li>
      ))}
    </ScrollingTabs>
  );
}

const row = () => screen.getByRole('list');

describe('ScrollingTabs', () => {
  beforeEach(fakeLayout);
  afterEach(restoreLayout);

  it('opens with the current tab centred and hints at the tabs on each side', () => {
    render(<Tabs names={['a', 'b', 'c', 'd', 'e']} current="d" />);
    expect(row().scrollLeft).toBe(3 * TAB_WIDTH - (ROW_WIDTH - TAB_WIDTH) / 2);
    expect(screen.getByTestId('tabs-more-before')).toBeTruthy();
    expect(screen.getByTestId('tabs-more-after')).toBeTruthy();
  });

  it('leaves the row alone when the current tab is already in view', () => {
    render(<Tabs names={['a', 'b', 'c', 'd']} current="b" />);
    expect(row().scrollLeft).toBe(0);
    expect(screen.queryByTestId('tabs-more-before')).toBeNull();
    expect(screen.getByTestId('tabs-more-after')).toBeTruthy();
  });

  it('brings the current tab back into view when tabs appear before it', async () => {
    const { rerender } = render(<Tabs names={['a', 'd']} current="d" />);
    expect(row().scrollLeft).toBe(0);
    rerender(<Tabs names={['a', 'b', 'c', 'd']} current="d" />);
    await waitFor(() => expect(row().scrollLeft).toBe(3 * TAB_WIDTH - (ROW_WIDTH - TAB_WIDTH) / 2));
    expect(screen.getByTestId('tabs-more-before')).toBeTruthy();
  });
});
