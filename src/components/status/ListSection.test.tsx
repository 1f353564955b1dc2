import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSection } from './ListSection';

const base = { id: 'saved', heading: 'Saved things', loading: false, failure: null, empty: 'Nothing saved yet.' };

describe('ListSection', () => {
  it('is a section named by its h3 heading', () => {
    render(<ListSection {...base} items={[]} />);
    expect(screen.getByRole('region', { name: 'Saved things' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Saved things' })).toHaveAttribute('id', 'saved-heading');
  });

  it('shows the loading state before anything else', () => {
    render(<ListSection {...base} loading failure="Could not load." items={[<li key="a">A</li>]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure as an alert', () => {
    render(<ListSection {...base} failure="Could not load." items={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
  });

  it('shows the empty state when loaded with no items', () => {
    render(<ListSection {...base} items={[]} />);
    expect(screen.getByText('Nothing saved yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the items in a list named by the heading', () => {
    render(<ListSection {...base} items={[<li key="a">A</li>, <li key="b">B</li>]} />);
    expect(screen.getByRole('list', { name: 'Saved things' }).querySelectorAll('li')).toHaveLength(2);
  });
});
