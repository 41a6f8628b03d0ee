// Where the open platform's screens live (issue 51): the key administration and the partner page.
export const OPEN_PATHS = { keys: '/open/keys', docs: '/open/docs' } as const;
