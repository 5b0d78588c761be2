import { useEffect, useState } from 'react';
import { secondsLeft } from '#domain/couriers/courier.rules';

/** Seconds left until `expiresAt`, ticking once a second until it reaches 0. */
export function useCountdown(expiresAt: string): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, new Date()));
  useEffect(() => {
    setLeft(secondsLeft(expiresAt, new Date()));
    const timer = setInterval(() => {
      const next = secondsLeft(expiresAt, new Date());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}
