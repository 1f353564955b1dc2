import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartImage } from './SmartImage';

describe('SmartImage', () => {
  it('renders a lazy, async image in a box with a fixed aspect ratio', () => {
    const { container } = render(<SmartImage src="/images/a.svg" alt="Tower Bridge" width={400} height={250} />);
    const image = screen.getByRole('img', { name: 'Tower Bridge' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('400 / 250');
  });

  it('loads a priority image eagerly', () => {
    render(<SmartImage src="/images/a.svg" alt="Hero" width={800} height={400} priority />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('loading', 'eager');
  });

  it('shows a styled fallback instead of a broken image', () => {
    const { container } = render(<SmartImage src="/missing.png" alt="Kettle" width={400} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'Kettle' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kettle' })).toHaveAttribute('data-testid', 'smart-image-fallback');
  });

  it('uses the fallback for an empty source', () => {
    render(<SmartImage src="" alt="No photo" width={400} height={300} />);
    expect(screen.getByTestId('smart-image-fallback')).toBeInTheDocument();
  });
});
