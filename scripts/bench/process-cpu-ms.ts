import type { ChildProcess } from 'node:child_process'

/** The CPU time (user + system, in ms) a bench server child has used so far; see answer-cpu-requests.ts. */
export function processCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu
      if (!cpu) return
      child.off('message', onMessage)
      resolve((cpu.user + cpu.system) / 1000)
    }
    child.on('message', onMessage)
    if (!child.send('cpu')) reject(new Error('[bench] the server has no IPC channel'))
  })
}
