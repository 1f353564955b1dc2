import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ESSENTIALS_ADMIN } from '../messages';
import { ItemForm } from './ItemForm';

const categories = [
  { id: 'kitchen', name: 'Kitchen', priority: 10 },
  { id: 'winter', name: 'Winter', priority: 20 },
];

function setup(item: Parameters<typeof ItemForm>[0]['item'] = null) {
  const onSubmit = vi.fn();
  render(<ItemForm categories={categories} item={item} busy={false} error={null} onSubmit={onSubmit} onCancel={() => undefined} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('ItemForm', () => {
  it('uses URL inputs for the image and the affiliate link', () => {
    setup();
    expect(screen.getByLabelText(/Image URL/)).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText(/Affiliate link/)).toHaveAttribute('type', 'url');
  });

  it('requires every field and keeps what was typed', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Kettle');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(ESSENTIALS_ADMIN.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(ESSENTIALS_ADMIN.imageUrlRequired)).toBeInTheDocument();
    expect(screen.getByText(ESSENTIALS_ADMIN.linkRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Kettle');
    expect(screen.getByLabelText(/Description/)).toHaveFocus();
    expect(screen.getByLabelText(/Description/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects URLs that are not http(s)', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Kettle');
    await user.type(screen.getByLabelText(/Description/), 'Boils water');
    await user.type(screen.getByLabelText(/Image URL/), 'kettle.jpg');
    await user.type(screen.getByLabelText(/Affiliate link/), 'ftp://example.com/kettle');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(ESSENTIALS_ADMIN.invalidUrl)).toHaveLength(2);
  });

  it('submits a valid item, trimmed, with the chosen category', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText(/Category/), 'winter');
    await user.type(screen.getByLabelText(/^Name/), ' Gloves ');
    await user.type(screen.getByLabelText(/Description/), 'Warm hands');
    await user.type(screen.getByLabelText(/Image URL/), 'https://example.com/gloves.jpg');
    await user.type(screen.getByLabelText(/Affiliate link/), 'https://www.amazon.co.uk/s?k=gloves');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onSubmit).toHaveBeenCalledWith({
      categoryId: 'winter',
      name: 'Gloves',
      description: 'Warm hands',
      imageUrl: 'https://example.com/gloves.jpg',
      amazonLink: 'https://www.amazon.co.uk/s?k=gloves',
    });
  });

  it('edits an existing item (edit mode when a record is selected)', async () => {
    const item = { id: 'i1', categoryId: 'kitchen', name: 'Tawa', description: 'Rotis', imageUrl: 'https://e.com/t.jpg', amazonLink: 'https://a.co/t' };
    const { onSubmit, user } = setup(item);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Tawa');
    await user.click(screen.getByRole('button', { name: 'Save Item' }));
    expect(onSubmit).toHaveBeenCalledWith({ categoryId: 'kitchen', name: 'Tawa', description: 'Rotis', imageUrl: 'https://e.com/t.jpg', amazonLink: 'https://a.co/t' });
  });
});
