/** A live player that lost its stream tries again after this long. */
const liveRetryMs = 3_000;

/**
 * A live player fetched by `load` and made by `open`, which returns its clean-up (nothing when it cannot play) and
 * calls `restart` when the stream drops: the player is then destroyed and made again after `liveRetryMs`. Returns the
 * clean-up.
 */
export function playLive<Library>(
  load: () => Promise<Library>,
  open: (library: Library, restart: () => void) => (() => void) | undefined,
): () => void {
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let destroy: (() => void) | undefined;
  const stop = () => {
    destroy?.();
    destroy = undefined;
  };
  const restart = () => {
    if (stopped || retry) return;
    stop();
    retry = setTimeout(() => {
      retry = undefined;
      void start();
    }, liveRetryMs);
  };
  const start = async () => {
    const library = await load();
    if (!stopped) destroy = open(library, restart);
  };
  void start();
  return () => {
    stopped = true;
    clearTimeout(retry);
    stop();
  };
}
