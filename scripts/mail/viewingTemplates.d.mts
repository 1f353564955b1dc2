import type { MailTemplate } from './templates.d.mts';
export const VIEWINGS_PATH: string;
export function CALENDAR_LINK(siteUrl: string): string;
export function viewingTemplates(
  siteUrl: string,
  footer: { html: (siteUrl: string, why: string) => string; text: (siteUrl: string, why: string) => string },
): Record<'viewing-booked' | 'viewing-cancelled' | 'viewing-proposed', MailTemplate>;
