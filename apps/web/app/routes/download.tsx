/** Every download route (spec §2 Download) is this module; the path's second segment picks the page. */
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import {
  AndroidDownPage,
  AndroidPage,
  DownloadPage,
  IosDownPage,
  WapStepPage,
  type DownloadData,
} from '../features/download';
import { loadDownload } from '../features/download/loaders.server';
import type { Route } from './+types/download';

type Page = { title: string; Page: (props: { data: DownloadData }) => ReactElement };

const main: Page = { title: '下载APP', Page: DownloadPage };
const pages: Record<string, Page> = {
  Android: { title: 'Android 版', Page: AndroidPage },
  'android-down': { title: '下载 Android 版', Page: AndroidDownPage },
  'ios-down': { title: '下载 iPhone 版', Page: IosDownPage },
  wapStep: { title: '添加到主屏幕', Page: WapStepPage },
};

/** /download → the main page; /download/wapStep → its page. */
const pageAt = (pathname: string): Page => pages[pathname.split('/')[2] ?? ''] ?? main;

export const meta = ({ location }: Route.MetaArgs) => [{ title: `${pageAt(location.pathname).title} - 看球直播` }];

export const loader = (args: Route.LoaderArgs) => loadDownload(args);

export default function Download({ loaderData }: Route.ComponentProps): ReactElement {
  const { Page } = pageAt(useLocation().pathname);
  return <Page data={loaderData} />;
}
