// The download centre's address, shared by its route (in the browser too) and its server side.
export const DOWNLOAD_CENTRE = '/download-center/index';
