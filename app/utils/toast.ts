/** The one-time message an action leaves for the next page (the session's flash, shown by PageFlash). */
export type Toast = { type: 'success' | 'error' | 'info'; message: string };
