import { useEffect, useEffectEvent, useState } from 'react';
import { useRootData } from '../../lib/root-data';
import type { ImApi } from './im-api';
import { startIm } from './im-session';

/**
 * The message API once the connection is up (null while starting or when logged out). Started once per fan: the
 * root data is a new object at every revalidation, which must not ask for the token again.
 */
export function useImApi(): ImApi | null {
  const { publicHosts, user } = useRootData();
  const userId = user?.id;
  const [api, setApi] = useState<ImApi | null>(null);
  const start = useEffectEvent(() => startIm(publicHosts));
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    void start().then((started) => {
      if (live) setApi(started);
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return api;
}
