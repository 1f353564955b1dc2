import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryForm } from './CategoryForm';

const categories = [
  { id: 'a', name: 'Kitchen', priority: 10 },
  { id: 'b', name: 'Bedding', priority: 20 },
];

function setup(editing: (typeof categories)[number] | null = null) {
  const onSubmit = vi.fn(async () => true);
  render(<CategoryForm categories={categories} editing={editing} busy={false} onSubmit={onSubmit} onCancelEdit={() => undefined} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('CategoryForm', () => {
  it('ignores an empty or whitespace-only name', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await user.type(screen.getByLabelText(/Category name/), '    ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds with the trimmed name and the last priority + 10, shown read-only', async () => {
    const { onSubmit, user } = setup();
    const priority = screen.getByLabelText(/Priority/);
    expect(priority).toHaveAttribute('readonly');
    expect(priority).toHaveValue(30);
    await user.type(screen.getByLabelText(/Category name/), '  Documents  ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Documents', priority: 30 });
    expect(screen.getByLabelText(/Category name/)).toHaveValue('');
  });

  it('uses 10 when there are no categories', () => {
    render(<CategoryForm categories={[]} editing={null} busy={false} onSubmit={vi.fn(async () => true)} onCancelEdit={() => undefined} />);
    expect(screen.getByLabelText(/Priority/)).toHaveValue(10);
  });

  it('keeps the typed name when the save fails', async () => {
    const onSubmit = vi.fn(async () => false);
    render(<CategoryForm categories={categories} editing={null} busy={false} onSubmit={onSubmit} onCancelEdit={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Category name/), 'Documents');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByLabelText(/Category name/)).toHaveValue('Documents');
  });

  it('lets the priority be edited only in edit mode', async () => {
    const { onSubmit, user } = setup(categories[1]!);
    const priority = screen.getByLabelText(/Priority/);
    expect(priority).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Category name/)).toHaveValue('Bedding');
    await user.clear(priority);
    await user.type(priority, '5');
    await user.click(screen.getByRole('button', { name: 'Update Category' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Bedding', priority: 5 });
  });
});
