/** The frame and column of a post page (room, roommate), shared with its preview in the app shell. */
export const POST_PAGE_FRAME = 'mx-auto max-w-5xl px-4 py-6 sm:px-6';
export const POST_ARTICLE = 'space-y-6';
