/**
 * npm run validate:pages -- <files or folders>: validates page JSON files against the templates.
 * Prints `<file>: <JSON pointer>: <message>` per problem; exits 1 if any page is invalid, 2 on bad usage.
 */
import { existsSync } from 'node:fs'
import { validatePageFiles } from './pages/validate-page-files.js'

const paths = process.argv.slice(2)
if (paths.length === 0) {
  console.error('usage: npm run validate:pages -- <page.json or folder>...')
  process.exit(2)
}
const missing = paths.filter((path) => !existsSync(path))
if (missing.length > 0) {
  console.error(`validate:pages: no such file or folder: ${missing.join(', ')}`)
  process.exit(2)
}
const report = validatePageFiles(paths)
for (const line of report.lines) console.log(line)
if (report.files === 0) {
  console.error('validate:pages: no .json files found')
  process.exit(2)
}
const summary = `validate:pages: ${report.files} page(s), ${report.invalidFiles} invalid`
if (report.invalidFiles > 0) {
  console.error(summary)
  process.exit(1)
}
console.log(summary)
