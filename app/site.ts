/** The platform's name as pages show it (header, titles). */
export const SITE_NAME = '运宝网络货运平台';

/** Where a signed-in user lands (我的工作台): after login, and when a screen sends them back. */
export const WORKBENCH_PATH = '/workbenck/workbenck';
