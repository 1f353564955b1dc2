/** What the chat feature says. */

/** What a chat and the conversation list say it is about: the rooms of its two participants. */
export const CHAT_ABOUT = {
  one: 'About:',
  several: 'About one of these rooms:',
} as const;

/** Blocking a user in a chat. */
export const BLOCK = {
  block: 'Block',
  unblock: 'Unblock',
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirmBody: 'They will not be able to message you, and this conversation leaves your Messages list. You can unblock them later from this chat.',
  blocked: (name: string) => `${name} is blocked.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  blockFailed: 'Could not update the block. Please try again.',
  youBlocked: 'You blocked this user. Unblock them to send a message.',
  cannotMessage: "You can't message this user.",
} as const;

/** Abuse limits the rules put on chats; the numbers come from src/config/constants.ts. */
export const CHAT_LIMITS = {
  messagesTooFast: "You're sending messages too fast.",
  tooManyConversations: (max: number) =>
    `New accounts can start ${max} new conversations a day. Please try again tomorrow, or continue an existing conversation.`,
} as const;

/** Read receipts and the browser's new-message notifications. */
export const CHAT_PRESENCE = {
  seen: 'Seen',
  notifyButton: 'Notify me of new messages in this browser',
  notifyOn: 'This browser will notify you of new messages while RoomShare UK is in the background.',
  notifyOff: 'Turn off',
  notifyBlocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings to be notified.',
  notifyUnsupported: 'This browser cannot show notifications.',
  notificationTitle: (sender: string) => `New message from ${sender}`,
  notificationBody: 'Open RoomShare UK to read it.',
} as const;

/** A conversation and the Messages list. */
export const CHAT_TEXT = {
  openConversationFailed: 'Could not open this conversation. Please try again.',
  noMessagesBody: 'When you start a new conversation, it will appear here.',
  olderConversationsFailed: 'Could not load older conversations. Please try again.',
  loadOlderMessages: 'Load older messages',
  loadingOlderMessages: 'Loading older messages…',
  olderMessagesFailed: 'Could not load older messages. Please try again.',
  conversationStart: 'This is the start of your conversation.',
} as const;
