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

  it('never sends text of Unicode spaces or zero-width characters (an empty bubble)', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByPlaceholderText('Type a message...');
    await userEvent.type(box, '\u2003\u200b\u00a0{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /send/i })).toBeDisabled();
    await userEvent.type(box, 'ok{Enter}');
    expect(onSend).toHaveBeenCalledWith('ok');
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

  it('shows the caller’s message for a refused send (e.g. a block) and keeps the text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('denied'), { code: 'permission-denied' });
    const onSend = vi.fn().mockRejectedValue(refused);
    const failureMessage = vi.fn(() => "You can't message this user.");
    render(<MessageComposer onSend={onSend} failureMessage={failureMessage} />);
    const box = screen.getByPlaceholderText('Type a message...');
    await userEvent.type(box, 'Hello again{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("You can't message this user.");
    expect(failureMessage).toHaveBeenCalledWith(refused);
    expect(box).toHaveValue('Hello again');
  });
});
