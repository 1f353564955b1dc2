/**
 * The viewing emails (docs/viewings.md): booked (to the owner), cancelled (to the other side) and
 * a proposed time (to the booked seeker). Their data is who and when only (the rules recompute
 * it): the actor's public name, the room's title and id, the time in UK words and the Google
 * Calendar span. "Add to calendar" is a Google Calendar template link, because an email may carry
 * neither a file nor a link to one (the app has no server, and a booked slot is readable only
 * signed in); the app's own "Add to calendar" gives the .ics for any calendar.
 */
import { paths } from '../../src/config/paths';
import type { ViewingMailTemplate } from '../../src/schema/mail';
import type { Footer, MailTemplate } from './templates';

const WHY_VIEWING =
  'You get this email because a viewing you are part of changed on RoomShare UK, and your setting "Email me when someone messages me" is on: each change is also a line in your chat with them. There are no reminders: your calendar entry is the reminder.';

const ROOM_LINK = (siteUrl: string) => `${siteUrl}/room/post-id-{{listingId}}`;

/** A Google Calendar "create event" link for the viewing; `{{dates}}` and `{{listingId}}` are URL-safe. */
const CALENDAR_LINK = (siteUrl: string) =>
  `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${encodeURIComponent('RoomShare UK viewing')}` +
  `&dates={{dates}}&details=${encodeURIComponent(`Room: ${siteUrl}/room/post-id-`)}{{listingId}}`;

export function viewingTemplates(siteUrl: string, footer: { html: Footer; text: Footer }): Record<ViewingMailTemplate, MailTemplate> {
  const calendar = CALENDAR_LINK(siteUrl);
  const viewings = `${siteUrl}${paths.viewings()}`;
  const when = '{{when}} UK time ({{kind}})';
  const body = (lead: string, leadHtml: string, withCalendar: boolean, next: string) => ({
    html:
      `<p>${leadHtml}</p>` +
      (withCalendar ? `<p><a href="${calendar.replaceAll('&', '&amp;')}">Add to calendar</a> (Google Calendar; the viewing in RoomShare UK has an .ics file for any other calendar).</p>` : '') +
      `<p>${next} <a href="${viewings}">Upcoming viewings</a> · <a href="${ROOM_LINK(siteUrl)}">the room</a></p>` +
      footer.html(siteUrl, WHY_VIEWING),
    text:
      `${lead}\n\n` +
      (withCalendar ? `Add to calendar (Google Calendar): ${calendar}\n\n` : '') +
      `${next} Upcoming viewings: ${viewings}\nThe room: ${ROOM_LINK(siteUrl)}` +
      footer.text(siteUrl, WHY_VIEWING),
  });
  return {
    'viewing-booked': {
      subject: '{{actorName}} booked a viewing of "{{listingTitle}}"',
      ...body(
        `{{actorName}} booked a viewing of "{{listingTitle}}": ${when}.`,
        `{{actorName}} booked a viewing of <strong>{{listingTitle}}</strong>: ${when}.`,
        true,
        'Cancel it or propose another time in',
      ),
    },
    'viewing-cancelled': {
      subject: '{{actorName}} cancelled the viewing of "{{listingTitle}}"',
      ...body(
        `{{actorName}} cancelled the viewing of "{{listingTitle}}" on ${when}. If it is in your calendar, remove it.`,
        `{{actorName}} cancelled the viewing of <strong>{{listingTitle}}</strong> on ${when}. If it is in your calendar, remove it.`,
        false,
        'See your other viewings in',
      ),
    },
    'viewing-proposed': {
      subject: '{{actorName}} proposes another time to view "{{listingTitle}}"',
      ...body(
        `{{actorName}} proposes another time for your viewing of "{{listingTitle}}": ${when}. Your booked time stands until you accept.`,
        `{{actorName}} proposes another time for your viewing of <strong>{{listingTitle}}</strong>: ${when}. Your booked time stands until you accept.`,
        true,
        'Accept or decline it in',
      ),
    },
  };
}
