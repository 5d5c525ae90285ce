import { useEffect, useState } from 'react';
import { useRootData } from '../../lib/root-data';
import type { ImApi } from './im-api';
import { startIm } from './im-session';

/** The message API once the connection is up (null while starting or when logged out). */
export function useImApi(): ImApi | null {
  const { publicHosts, user } = useRootData();
  const [api, setApi] = useState<ImApi | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void startIm(publicHosts).then((started) => {
      if (live) setApi(started);
    });
    return () => {
      live = false;
    };
  }, [publicHosts, user]);
  return api;
}
