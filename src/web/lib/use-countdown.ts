import { useEffect, useState } from 'react';

/** Whole seconds until a moment (0 once it has passed), updated every second. */
export function useCountdown(until: number | null): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const secondsLeft = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    const update = () => {
      const value = secondsLeft();
      setLeft(value);
      return value;
    };
    if (update() === 0) return;
    const timer = window.setInterval(() => {
      if (update() === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return left;
}
