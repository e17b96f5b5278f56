/**
 * Lets a bench server's parent read this process's CPU time over the IPC channel (a "cpu" message is
 * answered with process.cpuUsage()), so CPU per request is measured without a route in the app itself.
 * Does nothing when the process was started without an IPC channel; exits when the parent goes away.
 */
export function answerCpuRequests(): void {
  if (!process.send) return
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() })
  })
  // A bench that stops without killing its servers (Ctrl-C, a crash) must not leave them running.
  process.on('disconnect', () => process.exit(0))
}
