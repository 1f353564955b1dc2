import { env } from '@/config/env';

/** WhatsApp click-to-chat link to the site's one contact number, with a prefilled message. */
export function whatsappLink(message: string, number: string = env.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
