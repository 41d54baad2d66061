import { useEffect, useState, type RefObject } from 'react';

/**
 * Dots under a row that scrolls sideways on a phone (the testimonials): how many cards there are
 * and which one is in view, so the second and third are not missed. Purely visual (the list itself
 * is what assistive technology reads); the first dot is active in the server's HTML, so nothing
 * moves when the page hydrates.
 */
export function ScrollDots({
  count,
  list,
  className = '',
}: {
  count: number;
  list: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    const items = list.current ? [...list.current.children] : [];
    if (!items.length || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(items.indexOf(entry.target));
        }
      },
      { root: list.current, threshold: 0.6 },
    );
    for (const item of items) observer.observe(item);
    return () => observer.disconnect();
  }, [list]);
  return (
    <div aria-hidden="true" className={`flex justify-center gap-2 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={`h-2 rounded-full transition-all ${index === active ? 'w-6 bg-teal-700' : 'w-2 bg-slate-300'}`}
        />
      ))}
    </div>
  );
}
