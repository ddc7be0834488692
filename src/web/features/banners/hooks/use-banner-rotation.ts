import { useCallback, useEffect, useState } from 'react';
import { BANNER_ROTATION_MS } from '../../../../shared/schemas/banners';

/**
 * SPEC §4: with more than one banner, the next one every BANNER_ROTATION_MS; previous/next restart
 * the countdown. Paused while the pointer or the keyboard focus is on the banner (WCAG 2.2.2):
 * the countdown starts afresh when the pause ends. `cycle` changes with every fresh countdown.
 */
export function useBannerRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [cycle, setCycle] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new cycle (manual step, end of a pause) restarts the countdown
  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = setTimeout(() => {
      setIndex((i) => (Math.min(i, count - 1) + 1) % count);
      setCycle((c) => c + 1);
    }, BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [count, paused, cycle]);

  const go = useCallback(
    (step: 1 | -1) => {
      if (count === 0) return;
      setIndex((i) => (Math.min(i, count - 1) + step + count) % count);
      setCycle((c) => c + 1);
    },
    [count],
  );

  const pause = useCallback((next: boolean) => {
    setPaused(next);
    if (!next) setCycle((c) => c + 1);
  }, []);

  return { index: current, cycle, paused, next: () => go(1), previous: () => go(-1), pause };
}
