import { useState } from 'react';
import type { FetcherSubmitFunction } from 'react-router';
import { useRootData } from '../../lib/root-data';
import { showToast } from '../../lib/toast';

/**
 * Posts a form through `fetcher` with its passwords encrypted under one iv (docs/api.md): `fields` makes the form
 * data from the ivId and the encrypted passwords, in the order given. The cipher loads with the first submit, not
 * with the page (docs/decisions/0046-first-screen-stylesheets-in-html.md); a failure to encrypt shows as a toast.
 */
export function usePasswordSubmit(fetcher: { submit: FetcherSubmitFunction }) {
  const { publicHosts } = useRootData();
  const [encrypting, setEncrypting] = useState(false);
  const submit = async (passwords: string[], fields: (ivId: string, encrypted: string[]) => Record<string, string>) => {
    setEncrypting(true);
    const { encryptPasswords } = await import('../../lib/api.client');
    const encrypted = await encryptPasswords(publicHosts, passwords);
    setEncrypting(false);
    if (!encrypted.ok) return showToast(encrypted.msg);
    await fetcher.submit(fields(encrypted.value.ivId, encrypted.value.passwords), { method: 'post' });
  };
  return { encrypting, submit };
}
