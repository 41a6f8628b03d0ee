/** The platform's name as pages show it (header, titles). */
export const SITE_NAME = '运宝网络货运平台';
