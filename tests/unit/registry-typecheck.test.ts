// The registry is typed by the generated TemplateKey: a template without a component must fail the
// typecheck (issue 2's promise, kept once the renderer exists). Compiles a small virtual file that leaves
// one template out, with the project's own compiler options.
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

function diagnosticsFor(source: string): ts.Diagnostic[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json did not parse')
  const file = join(ROOT, 'tests/unit/__registry-check__.ts')
  const host = ts.createCompilerHost(config.options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) =>
    resolve(name) === file
      ? ts.createSourceFile(name, source, languageVersion, true)
      : getSourceFile(name, languageVersion, onError, shouldCreate)
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (name) => resolve(name) === file || fileExists(name)
  const program = ts.createProgram({ rootNames: [file], options: { ...config.options, noEmit: true }, host })
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .filter((d) => d.file && resolve(d.file.fileName) === file)
}

const HEADER = `
import type { BlockRegistry } from '../../renderer/block-entry.js'
import { blockRegistry } from '../../renderer/registry.js'
`

it('accepts the registry with every template', () => {
  expect(diagnosticsFor(`${HEADER}export const complete: BlockRegistry = blockRegistry\n`)).toEqual([])
}, 120_000)

it('refuses a registry missing a template, naming it', () => {
  const diagnostics = diagnosticsFor(
    `${HEADER}const { 'jlr-snippet': _left, ...rest } = blockRegistry\nexport const incomplete: BlockRegistry = rest\n`,
  )
  const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  expect(
    messages.some((m) => m.includes('jlr-snippet') && m.includes('is missing')),
    messages.join(' / '),
  ).toBe(true)
}, 120_000)
