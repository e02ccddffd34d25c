import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a pause that starts now (and again on `restart`); 0 once it is over. Read
 * from the clock at each tick, so a tab the browser slowed down still ends the pause on time.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);
  const stop = useCallback(() => setEndsAt(0), []);

  return { left, restart, stop };
}
