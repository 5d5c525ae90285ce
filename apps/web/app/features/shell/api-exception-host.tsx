import { useEffect } from 'react';
import { useFetchers, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { onApiException, takeHandedOverException, type ApiExceptionDetail } from '../../lib/api-exception';
import { loginPath } from '../../lib/safe-redirect';
import { hasSignedInMarker } from '../../lib/signed-in-marker';
import { showToast } from '../../lib/toast';

const HOME_MESSAGE = '请求有误，已为您返回首页';

/** Spec §4: the no-token code logs the fan out (the server ends the session when its own call met it). */
async function logOut(): Promise<void> {
  if (!hasSignedInMarker(document.cookie)) return;
  await fetch('/user/set', { method: 'POST', body: new URLSearchParams({ intent: 'logout' }), redirect: 'manual' });
}

async function askToLogIn(goToLogin: () => void): Promise<void> {
  const { Dialog } = await import('../../lib/antd-imperative');
  const go = await Dialog.confirm({
    title: '登录已失效',
    content: '请重新登录后继续操作',
    confirmText: '去登录',
    cancelText: '暂不登录',
  });
  if (go) goToLogin();
}

/**
 * The shell's side of the API exception event (spec §8): a toast with the server's message, a login prompt for the
 * no-token code (after logging out), home for a bad request. Rendered once, in the root.
 */
export function ApiExceptionHost(): null {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy =
    navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const here = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      onApiException((detail: ApiExceptionDetail) => {
        if (detail.kind === 'toast') {
          if (detail.msg) showToast(detail.msg);
        } else if (detail.kind === 'home') {
          // Once home has come: the message is read there, not over the page being left.
          void Promise.resolve(navigate('/', { replace: true })).then(() => showToast(detail.msg || HOME_MESSAGE));
        } else if (!location.pathname.startsWith('/user/login')) {
          void logOut().then(() => revalidator.revalidate());
          void askToLogIn(() => void navigate(loginPath(here)));
        }
      }),
    [navigate, revalidator, location.pathname, here],
  );

  // A server-side call's exception comes in a cookie with the document, a navigation's or revalidation's data or a
  // submission.
  useEffect(() => {
    if (!busy) takeHandedOverException();
  }, [busy, here]);
  return null;
}
