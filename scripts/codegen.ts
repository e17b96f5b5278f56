/**
 * npm run codegen: checks every template file, then writes templates/generated/ (block union schema, types,
 * standalone validators, resolved catalogue). With --check it writes nothing and fails when the committed
 * output is stale or a template is invalid.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildBlockSchema } from './templates/block-schema.js'
import { checkTemplates } from './templates/check-templates.js'
import { emitCatalogue } from './templates/emit-catalogue.js'
import { checkMigrationFiles, emitMigrations } from './templates/emit-migrations.js'
import { emitTypes } from './templates/emit-types.js'
import { emitValidators } from './templates/emit-validators.js'
import { requirePresence } from './templates/require-presence.js'
import { TEMPLATES_DIR, loadSchemaSet } from './templates/template-files.js'

async function main(checkOnly: boolean): Promise<number> {
  const authored = loadSchemaSet()
  const problems = [...checkTemplates(authored), ...checkMigrationFiles(authored)]
  if (problems.length > 0) {
    for (const p of problems) console.error(`${p.file}: ${p.pointer || '/'}: ${p.message}`)
    console.error(`codegen: ${problems.length} problem(s) in template files`)
    return 1
  }
  // The author's files are checked as written; what is generated also knows that required text is non-empty.
  const set = requirePresence(authored)
  const blockSchema = buildBlockSchema(set.templates)
  const validators = emitValidators(set, blockSchema)
  const outputs: Record<string, string> = {
    'block.schema.json': `${JSON.stringify(blockSchema, null, 2)}\n`,
    'validators.js': validators.js,
    'validators.d.ts': validators.dts,
    'types.ts': await emitTypes(set),
    'catalogue.ts': emitCatalogue(set),
    'migrations.ts': emitMigrations(),
  }
  const outDir = join(TEMPLATES_DIR, 'generated')
  // `--only <file>` writes one output: validators.js is not tracked (about 3 MB), so `npm ci` (prepare),
  // `npm test` and `npm run build` make it without touching the tracked files `--check` guards.
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
  const stale = Object.entries(outputs).filter(([name, content]) => {
    if (only && name !== only) return false
    const path = join(outDir, name)
    return !existsSync(path) || readFileSync(path, 'utf8') !== content
  })
  if (checkOnly) {
    if (stale.length === 0) {
      console.log(`codegen: ${set.templates.length} templates, generated output is up to date`)
      return 0
    }
    console.error(
      `codegen: stale output in templates/generated: ${stale.map(([n]) => n).join(', ')}. Run npm run codegen.`,
    )
    return 1
  }
  mkdirSync(outDir, { recursive: true })
  for (const [name, content] of stale) writeFileSync(join(outDir, name), content)
  console.log(`codegen: ${set.templates.length} templates, ${stale.length} file(s) written`)
  return 0
}

main(process.argv.includes('--check')).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
