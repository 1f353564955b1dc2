import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Fill, PreviewMarks, usePreviewMarks, type Marks } from './previewMarks';

function Marked({ marks }: { marks: Marks }) {
  const mark = usePreviewMarks();
  return (
    <p {...mark?.(marks)}>
      <Fill field="address">East Ham</Fill>, <Fill field="postcode">E6 2HJ</Fill>
    </p>
  );
}

const ALL: Marks = { text: 'title', src: 'cardPhoto', href: 'roomPath', showIf: 'hasPhoto', showUnless: 'ownerPremium' };

describe('preview marks', () => {
  it('add nothing outside a preview: the same text, no extra element, no attribute', () => {
    const { container } = render(<Marked marks={ALL} />);
    expect(container.innerHTML).toBe('<p>East Ham, E6 2HJ</p>');
  });

  it('in a preview, put each value in an element of its own named by its field, and mark elements by name', () => {
    const { container } = render(
      <PreviewMarks>
        <Marked marks={ALL} />
      </PreviewMarks>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('East Ham, E6 2HJ');
    expect(Array.from(paragraph?.querySelectorAll('span') ?? []).map((span) => [span.dataset.fill, span.textContent])).toEqual([
      ['address', 'East Ham'],
      ['postcode', 'E6 2HJ'],
    ]);
    expect(Object.fromEntries(Array.from(paragraph?.attributes ?? []).map(({ name, value }) => [name, value]))).toEqual({
      'data-fill': 'title',
      'data-fill-src': 'cardPhoto',
      'data-fill-href': 'roomPath',
      'data-show-if': 'hasPhoto',
      'data-show-unless': 'ownerPremium',
    });
  });
});
