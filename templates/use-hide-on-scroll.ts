import { useEffect, useRef, useState } from 'react';

/**
 * Whether the navbar should hide: scrolling down past its own height hides it, scrolling up or
 * reaching the bottom of the page shows it, and a jump to an anchor hides it so the target
 * heading is not covered.
 */
export function useHideOnScroll(enabled: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let jumped = false;
    const onJump = (event: Event) => {
      if (event.type === 'hashchange' || (event as CustomEvent<{ hash: string }>).detail?.hash) jumped = true;
    };
    const onScroll = () => {
      const y = window.scrollY;
      const height = ref.current?.offsetHeight ?? 0;
      if (jumped) {
        jumped = false;
        setHidden(y > height);
      } else if (y < height) setHidden(false);
      else if (window.innerHeight + y >= document.documentElement.scrollHeight - 2) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onJump);
    window.addEventListener('ck:navigated', onJump);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onJump);
      window.removeEventListener('ck:navigated', onJump);
    };
  }, [enabled]);
  return { ref, hidden };
}
