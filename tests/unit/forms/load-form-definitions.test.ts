import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import type { FormReader } from '../../../engine/forms/form-reader.js'
import type { LoaderContext } from '../../../renderer/loader-context.js'
import { loadFormDefinitions } from '../../../renderer/forms/load-form-definitions.js'

const definitionOf = (id: string) => ({ id, name: id, fields: [] }) as unknown as FormDefinition

function contextWith(forms?: FormReader): LoaderContext {
  return {
    site: { key: 'lrdx', name: 'Demo', brand: 'Land Rover' },
    locale: 'en',
    settings: {},
    query: new URLSearchParams(),
    ...(forms ? { forms } : {}),
  }
}

describe('loadFormDefinitions (the loader of the form blocks)', () => {
  it('reads each form once: found ones by id, missing ones as null', async () => {
    const asked: string[] = []
    const reader: FormReader = {
      definition: (id) => {
        asked.push(id)
        return Promise.resolve(id === 'gone' ? undefined : definitionOf(id))
      },
    }
    const data = await loadFormDefinitions(
      ['test-drive', undefined, '', 'gone', 'test-drive'],
      contextWith(reader),
    )
    expect(data).toEqual({ 'test-drive': definitionOf('test-drive'), gone: null })
    expect(asked.sort()).toEqual(['gone', 'test-drive'])
  })

  it('leaves out a form the server cannot read, so it loads in the browser, and keeps the others', async () => {
    const reader: FormReader = {
      definition: (id) =>
        id === 'broken' ? Promise.reject(new Error('database down')) : Promise.resolve(definitionOf(id)),
    }
    const data = await loadFormDefinitions(['broken', 'contact-us'], contextWith(reader))
    expect(data).toEqual({ 'contact-us': definitionOf('contact-us') })
  })

  it('answers nothing where there is no reader (the editor)', async () => {
    expect(await loadFormDefinitions(['test-drive'], contextWith())).toEqual({})
  })
})
