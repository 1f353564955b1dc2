import type { MailTemplate } from './templates.mjs';
export const OUTBOX_LABEL: string;
export interface OutboxMessage {
  id: string;
  at: string;
  toUids: string[];
  to: string[];
  template: string;
  subject: string;
  html: string;
  text: string;
}
export interface Delivery {
  state: 'SUCCESS' | 'ERROR';
  error: string | null;
  message: OutboxMessage | null;
}
export function decodeValue(value: unknown): unknown;
export function decodeFields(fields: Record<string, unknown>): Record<string, unknown>;
export function deliver(
  id: string,
  mail: Record<string, unknown>,
  deps: { emailOf: (uid: string) => Promise<string | null>; templateOf: (name: string) => Promise<MailTemplate | null>; handlebars: typeof import('handlebars'); now?: Date },
): Promise<Delivery>;
export function escapeHtml(text: string): string;
export function outboxPage(messages: OutboxMessage[]): string;
