import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './RichText.module.css';

/**
 * A table wider than the text scrolls sideways inside a frame; a shadow on the side that holds
 * more columns says so (a phone shows no scrollbar until one scrolls). The region is focusable so
 * keyboards can scroll it too. Without scripts the frame still scrolls, without the shadows.
 */
export function TableFrame({ children }: { children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      const left = Math.abs(el.scrollLeft);
      setMore((was) => {
        const now = { before: left > 1, after: left < hidden - 1 };
        return now.before === was.before && now.after === was.after ? was : now;
      });
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    // The table's width changes with the window and with late fonts.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);
  return (
    <div className={classes.tableFrame} data-more-before={more.before || undefined} data-more-after={more.after || undefined}>
      <div ref={scroller} className={classes.table} tabIndex={0} role="region" aria-label="Table">
        {children}
      </div>
    </div>
  );
}
