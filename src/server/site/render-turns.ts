import pLimit from 'p-limit';

/**
 * Renders started together share the processor and all finish late (fifty at once: each after fifty
 * renders' time); queued, the first is sent after one. Four, not one, so a render waiting on an
 * upstream (a blog post from Contentful) does not hold up the others.
 */
const RENDERS_AT_ONCE = 4;

/**
 * Resolves in a later turn of the event loop, one waiter a turn, first come first served.
 *
 * React renders a page in microtasks, and Node drains microtasks before it goes back to the
 * network. libuv also accepts one new connection a loop turn (strace: one accept4 per
 * epoll_wait). Renders chained in one turn therefore starved new connections: under 50
 * connections a newly opened one waited up to 9 s for its accept (decision 0044). A render
 * that starts on a turn of its own keeps each turn one render long.
 */
function oneLoopTurnEach(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  const releaseNext = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setImmediate(releaseNext);
  };
  return () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      if (waiting.length === 1) setImmediate(releaseNext);
    });
}

/** Runs page renders in turn: a few at once, each starting on a loop turn of its own. */
export function renderTurns(): <T>(render: () => Promise<T>) => Promise<T> {
  const atOnce = pLimit(RENDERS_AT_ONCE);
  const nextTurn = oneLoopTurnEach();
  return (render) =>
    atOnce(async () => {
      await nextTurn();
      return render();
    });
}
