import { useEffect, type ReactElement } from 'react';
import MinorPrompt from './minor-prompt';
import { MINOR_PROMPT_KEY, today } from './prompt-day';

const HEARTBEAT_MS = 60_000;

/** Each minute the page is in sight, the API counts it; when it says rest, the rest screen comes. */
function useHeartbeat(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const beat = async () => {
      if (document.visibilityState !== 'visible') return;
      const response = await fetch('/minor/heartbeat', { method: 'POST' }).catch(() => null);
      const status = (await response?.json().catch(() => null)) as { lock?: string | null } | null;
      if (status?.lock) window.location.assign('/minor/rest');
    };
    const timer = window.setInterval(() => void beat(), HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}

function closePrompt(onClosed: () => void): void {
  try {
    localStorage.setItem(MINOR_PROMPT_KEY, today());
  } catch {
    // Private mode without storage: it shows again next time, as a first open would.
  }
  onClosed();
}

/**
 * 青少年模式 on a device that has it on (the minute heartbeat) or has not yet been asked today (the first-open
 * dialog): loaded only there, so no other first screen carries it.
 */
export default function MinorDevice({
  marked,
  prompt,
  onPromptClosed,
}: {
  marked: boolean;
  prompt: boolean;
  onPromptClosed: () => void;
}): ReactElement | null {
  useHeartbeat(marked);
  return prompt ? <MinorPrompt onClose={() => closePrompt(onPromptClosed)} /> : null;
}
