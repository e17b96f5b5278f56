import { describe, expect, it } from 'vitest'
import { SITE_SETTINGS_SCHEMA } from '../../engine/settings/site-settings-schema.js'
import { applySettingsEdit, changedSettings } from '../../editor/admin/site/settings-draft.js'
import { settingsGroups } from '../../editor/admin/site/settings-groups.js'

describe('the Site settings form', () => {
  it('applies a widget edit to the draft, "404" as a key and nested paths alike', () => {
    const start = { 'meta.title_divider': '|', fab: { items: [{ link: { url: '/a' } }] } }
    const divider = applySettingsEdit(SITE_SETTINGS_SCHEMA, start, {
      type: 'updatePage',
      path: 'meta.title_divider',
      value: '~',
    })
    expect(divider.values['meta.title_divider']).toBe('~')
    const url = applySettingsEdit(SITE_SETTINGS_SCHEMA, divider.values, {
      type: 'updatePage',
      path: 'fab/items/0/link/url',
      value: '/b',
    })
    expect(url.values.fab).toEqual({ items: [{ link: { url: '/b' } }] })
    const heading = applySettingsEdit(SITE_SETTINGS_SCHEMA, url.values, {
      type: 'updatePage',
      path: '404/heading',
      value: 'Lost',
    })
    expect(heading.values['404']).toEqual({ heading: 'Lost' })
    expect(start['meta.title_divider']).toBe('|')
    const unknown = applySettingsEdit(SITE_SETTINGS_SCHEMA, start, {
      type: 'updatePage',
      path: 'nope',
      value: 1,
    })
    expect(unknown.verdict.ok).toBe(false)
    expect(unknown.values).toBe(start)
  })

  it('sends only what changed, null for a cleared key', () => {
    expect(
      changedSettings(
        { 'meta.title_divider': '|', 'exit_popup.ok': 'OK', fab: { items: [] } },
        { 'meta.title_divider': '~', 'exit_popup.ok': '', fab: { items: [] }, 'general.app_name': '' },
      ),
    ).toEqual({ 'meta.title_divider': '~', 'exit_popup.ok': null })
  })

  it('puts every setting in one section, the not-found page after the others', () => {
    const groups = settingsGroups(SITE_SETTINGS_SCHEMA)
    const keys = groups.flatMap((g) => Object.keys(g.schema.properties ?? {}))
    expect(keys.sort()).toEqual(Object.keys(SITE_SETTINGS_SCHEMA.properties ?? {}).sort())
    expect(groups[0]?.title).toBe('General')
    expect(groups.at(-1)?.title).toBe('Not-found page')
  })
})
