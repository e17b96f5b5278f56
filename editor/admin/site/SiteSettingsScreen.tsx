import { useId, useMemo, useState } from 'react'
import useSWR from 'swr'
import type { EditorAction } from '../../../engine/operations/editor-action.js'
import { SITE_SETTINGS_SCHEMA } from '../../../engine/settings/site-settings-schema.js'
import { validateSiteSettings } from '../../../engine/settings/validate-site-settings.js'
import { valueFieldActions } from '../../fields/field-actions.js'
import { FieldContext, type FieldContextValue } from '../../fields/field-context.js'
import { FieldList } from '../../fields/field-list.js'
import '../../fields/field-panel.css'
import { Alert } from '../../ui/Alert.js'
import { Button } from '../../ui/Button.js'
import { Panel } from '../../ui/Panel.js'
import { Select } from '../../ui/Select.js'
import { useToast } from '../../ui/use-toast.js'
import { useAdminClient } from '../admin-client-context.js'
import { ApiError } from '../api-error.js'
import { ErrorNotice } from '../ErrorNotice.js'
import { applySettingsEdit, changedSettings, type SettingsValues } from './settings-draft.js'
import { settingsGroups } from './settings-groups.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'

interface SettingsAnswer {
  version: string
  values: SettingsValues
  problems: { path: string; message: string }[]
  inherited: SettingsValues
}

const ACTIONS = valueFieldActions((path, value): EditorAction => ({ type: 'updatePage', path, value }))
const GROUPS = settingsGroups(SITE_SETTINGS_SCHEMA)

/**
 * The Site settings tab (/admin/site/settings?site=): the form generated from site-settings.schema.json with
 * the block fields' widgets, a section per group, for the site's values or one locale's variants
 * (decision 014: a variant replaces the site's value; a cleared field falls back to it). Errors show at their
 * field as the admin types and as the server reports them; a stale save is refused (409) and says so.
 */
export function SiteSettingsScreen({ site }: SiteScreenProps) {
  const client = useAdminClient()
  const toast = useToast()
  const [locale, setLocale] = useState('')
  const url = `/admin/api/settings?site=${encodeURIComponent(site.key)}&locale=${encodeURIComponent(locale)}`
  const loaded = useSWR(url, (p: string) => client.get<SettingsAnswer>(p), { revalidateOnFocus: false })
  return (
    <div className="site-settings">
      <div className="admin-heading-row">
        <Select
          label="Values for"
          value={locale}
          onChange={(e) => setLocale(e.target.value)}
          options={[
            { value: '', label: 'The whole site' },
            ...site.locales
              .filter((l) => l !== site.defaultLocale)
              .map((l) => ({ value: l, label: `The “${l}” pages (overrides)` })),
          ]}
        />
        <a
          href={`//${site.host}${location.port ? `:${location.port}` : ''}/${locale}`}
          target="_blank"
          rel="noreferrer"
        >
          View the live site
        </a>
      </div>
      <ErrorNotice error={loaded.error} />
      {loaded.data ? (
        <SettingsForm
          key={`${url} ${loaded.data.version}`}
          answer={loaded.data}
          locale={locale}
          onSave={async (values) => {
            const saved = await client.put<SettingsAnswer>(url, { version: loaded.data!.version, values })
            await loaded.mutate({ ...loaded.data!, ...saved }, { revalidate: false })
            toast.show('Settings saved')
          }}
        />
      ) : !loaded.error ? (
        <p aria-busy="true">Loading…</p>
      ) : null}
    </div>
  )
}

function SettingsForm({
  answer,
  locale,
  onSave,
}: {
  answer: SettingsAnswer
  locale: string
  onSave: (values: Record<string, unknown>) => Promise<void>
}) {
  const [values, setValues] = useState<SettingsValues>(answer.values)
  const [serverErrors, setServerErrors] = useState<{ pointer: string; message: string }[]>([])
  const [failure, setFailure] = useState<{ message: string; conflict: boolean } | null>(null)
  const [saving, setSaving] = useState(false)
  const idPrefix = `settings${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const localErrors = useMemo(
    () => validateSiteSettings(values).map((p) => ({ pointer: p.path, message: p.message })),
    [values],
  )
  const errors = serverErrors.length ? serverErrors : localErrors
  const changed = changedSettings(answer.values, values)
  const context = useMemo<FieldContextValue>(
    () => ({
      actions: ACTIONS,
      idPrefix,
      errors,
      dispatch: (action) => {
        let verdict: ReturnType<typeof applySettingsEdit>['verdict'] = { ok: true }
        setValues((current) => {
          const next = applySettingsEdit(SITE_SETTINGS_SCHEMA, current, action)
          verdict = next.verdict
          return next.values
        })
        setServerErrors([])
        return verdict
      },
    }),
    [idPrefix, errors],
  )
  const save = async () => {
    setSaving(true)
    setFailure(null)
    try {
      await onSave(changed)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setServerErrors(
          error.details.map((d) => ({
            pointer: (d.path ?? '').replace(/^\/values/, ''),
            message: d.message,
          })),
        )
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        conflict: error instanceof ApiError && error.status === 409,
      })
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      className="field-panel site-settings__form"
      aria-label="Site settings"
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      {answer.problems.length ? (
        <Alert>
          Stored settings that cannot be read:
          <ul>
            {answer.problems.map((p) => (
              <li key={p.path}>{p.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {locale ? (
        <p className="field-help">
          Only the fields filled here replace the site&rsquo;s value on the “{locale}” pages; an empty field
          uses the site&rsquo;s value.
        </p>
      ) : null}
      <FieldContext.Provider value={context}>
        {GROUPS.map((group) => (
          <Panel key={group.title} title={group.title} testId={`settings-group:${group.title}`}>
            <FieldList schema={group.schema} value={values} path={[]} />
          </Panel>
        ))}
      </FieldContext.Provider>
      {failure ? (
        <Alert>
          {failure.conflict
            ? 'Someone saved these settings meanwhile: reload the page to see their changes, then make yours again.'
            : `Not saved: ${failure.message}`}
        </Alert>
      ) : null}
      <div className="site-settings__actions">
        <Button type="submit" variant="primary" disabled={saving || Object.keys(changed).length === 0}>
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
        {errors.length ? <span role="status">{errors.length} field(s) need attention</span> : null}
      </div>
    </form>
  )
}
