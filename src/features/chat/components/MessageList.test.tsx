import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PRESENCE } from '../messages';
import type { ChatMessage } from '@/data/collections/conversations';
import { MessageList } from './MessageList';

const at = new Date(2026, 10, 22, 9, 5);
const message = (id: string, senderId: string, pending: boolean): ChatMessage => ({ id, text: `Message ${id}`, senderId, receiverId: 'x', timestamp: at, pending });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined; // jsdom has no layout
});

describe('MessageList', () => {
  it('marks my messages still waiting for the server as "Sending…", and shows the time once sent', () => {
    render(<MessageList myUid="me" messages={[message('1', 'me', false), message('2', 'me', true), message('3', 'them', true)]} />);
    const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(within(item('Message 1')).getByText('09:05')).toBeInTheDocument();
    expect(within(item('Message 2')).getByText('Sending…')).toBeInTheDocument();
    expect(within(item('Message 2')).queryByText('09:05')).not.toBeInTheDocument();
    // Someone else's message is never "Sending…" on my screen.
    expect(within(item('Message 3')).getByText('09:05')).toBeInTheDocument();
  });

  it('shows "Seen" only under the message it is given', () => {
    render(<MessageList myUid="me" seenId="2" messages={[message('1', 'me', false), message('2', 'me', false), message('3', 'them', false)]} />);
    const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    expect(screen.getAllByText(CHAT_PRESENCE.seen)).toHaveLength(1);
    expect(within(item('Message 2')).getByText(CHAT_PRESENCE.seen)).toBeInTheDocument();
  });
});
