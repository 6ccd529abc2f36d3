import { useEffect, useState, type RefObject } from 'react';

/** Spec point 4: media loads once its section is 10% visible, with a 100 px margin. */
export const LAZY_THRESHOLD = 0.1;
export const LAZY_ROOT_MARGIN = '100px';

/** True once the element has come near the viewport (and stays true). */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Very old browsers: load at once, just not during the first render.
      const timer = setTimeout(() => setInView(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD, rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView]);
  return inView;
}
