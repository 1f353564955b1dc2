export type MailTemplateName = 'new-message' | 'post-approved' | 'post-rejected' | 'viewing-booked' | 'viewing-cancelled' | 'viewing-proposed';
export interface MailTemplate {
  subject: string;
  html: string;
  text: string;
}
export const SETTINGS_PATH: string;
export const CONVERSATION_LINK: string;
export const PAY_RULE: string;
export function mailTemplates(siteUrl: string): Record<MailTemplateName, MailTemplate>;
export function renderMail(handlebars: typeof import('handlebars'), template: MailTemplate, data: Record<string, unknown>): MailTemplate;
