/** 下载: the app packages by platform, the in-app browser guard, and installing the web app. */
export type { DownloadData } from './data';
export { DownloadPage } from './download-page';
export { AndroidPage, AndroidDownPage, IosDownPage } from './platform-pages';
export { WapStepPage } from './wap-step-page';
