/**
 * Calls `callback` just after the browser's next paint, and returns how to cancel it. A render's
 * effects can run before the frame that shows it is painted: work started from an effect (a lazy
 * chunk asked for) would then come before that paint, and on a slow phone share its network and
 * CPU. The frame's callback runs just before it is painted; the task it queues, just after.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
