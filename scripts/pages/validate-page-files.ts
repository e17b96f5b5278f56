import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { loadPage } from '../../engine/migrations/load-page.js'

export interface PageFileReport {
  files: number
  invalidFiles: number
  /** One line per problem: `<file>: <JSON pointer>: <message>`. */
  lines: string[]
}

/** Every .json file under the given files and folders, sorted, so output is stable. */
export function collectJsonFiles(paths: string[]): string[] {
  const files: string[] = []
  const visit = (path: string) => {
    const stats = statSync(path)
    if (stats.isDirectory()) for (const name of readdirSync(path).sort()) visit(join(path, name))
    else if (path.endsWith('.json')) files.push(path)
  }
  for (const path of paths) visit(path)
  return files
}

/**
 * Validates page files as the server reads them: migrate each block to its template's current version,
 * then check the page schema and the cross-field rules.
 */
export function validatePageFiles(paths: string[], cwd = process.cwd()): PageFileReport {
  const report: PageFileReport = { files: 0, invalidFiles: 0, lines: [] }
  for (const file of collectJsonFiles(paths)) {
    report.files++
    const name = relative(cwd, file) || file
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      report.invalidFiles++
      report.lines.push(`${name}: : not valid JSON (${(error as Error).message})`)
      continue
    }
    const loaded = loadPage(raw)
    if (loaded.ok) continue
    report.invalidFiles++
    for (const error of loaded.errors) report.lines.push(`${name}: ${error.path}: ${error.message}`)
  }
  return report
}
