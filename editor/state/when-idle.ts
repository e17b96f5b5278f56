/**
 * Runs `task` when the browser is next idle, and at the latest after `timeoutMs`; on a timer where there
 * is no idle callback (test DOMs). Returns a function that cancels it. For work a change needs soon but
 * not in the frame that shows it: a field edit's validation, a rich-text editor's mount.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 0)
  return () => clearTimeout(handle)
}
