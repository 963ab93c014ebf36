import { useEffect, useRef, useState } from 'react';

/** A short green or red flash when a live price moves ('' when it did not). */
export function usePriceFlash(price: number | undefined): string {
  const previous = useRef(price);
  const [flash, setFlash] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === undefined || price === undefined || before === price) return;
    setFlash(price > before ? 'flash-rise' : 'flash-fall');
    const timer = setTimeout(() => setFlash(''), 700);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}
