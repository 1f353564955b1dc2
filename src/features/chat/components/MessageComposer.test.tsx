import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer, SEND_FAILED } from './MessageComposer';

describe('MessageComposer', () => {
  it('sends on Enter, never sends blank text, and clears the box', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByPlaceholderText('Type a message...');
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '  Is it still available?  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Is it still available?');
    expect(box).toHaveValue('');
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
  });

  it('puts the text back and says so when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSend = vi.fn().mockRejectedValue(new Error('unavailable'));
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByPlaceholderText('Type a message...');
    await userEvent.type(box, 'Can I view it on Saturday?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(box).toHaveValue('Can I view it on Saturday?');
  });
});
