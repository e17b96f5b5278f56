import { useEffect, useState, type FormEvent } from 'react'
import useSWR from 'swr'
import type { AdminDealer } from '../../engine/dealers/admin-dealer.js'
import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'
import { DEALER_SERVICES } from '../../engine/dealers/dealer-services.js'
import { validateDealerInput } from '../../engine/dealers/validate-dealer-input.js'
import { hasAdminRole } from '../../engine/auth/roles.js'
import { AUSTRALIAN_STATES } from '../../engine/stock/stock-types.js'
import { RETAILER_LABELS } from '../../renderer/storefront/retailers/retailer-labels.js'
import { Alert } from '../ui/Alert.js'
import { Button } from '../ui/Button.js'
import { buttonClass } from '../ui/button-class.js'
import { AdminLink } from './AdminLink.js'
import { useAdminClient } from './admin-client-context.js'
import { ApiError } from './api-error.js'
import { DealerContactRows } from './DealerContactRows.js'
import { draftOf, inputOf, newDealerDraft, type DealerDraft } from './dealer-draft.js'
import { DealerField } from './DealerField.js'
import { DealerFieldError, fieldErrorId, invalidProps } from './DealerFieldError.js'
import { dealerFieldLabel } from './dealer-field-label.js'
import { DealerHoursRows } from './DealerHoursRows.js'
import { DealerNamesRows } from './DealerNamesRows.js'
import { ErrorNotice } from './ErrorNotice.js'
import { useSession } from './session-context.js'
import { navigate } from './use-admin-route.js'
import './dealer-editor.css'

interface SitesMeta {
  site: string
  sites: { key: string; name: string; brand: string }[]
}

/**
 * One retailer's form on the Dealers screen (decision 038): name and code, brands, market, address,
 * position on the map, contact, names in other languages, services, contact info, opening hours, tag class
 * and position in lists. The same rules as the server run before it sends (validateDealerInput), each
 * problem shown at its field; a save names the version it started from, and when someone else saved in
 * between it says so and offers their version.
 */
export function DealerEditor({ dealerId, site }: { dealerId: string | null; site: string | null }) {
  const client = useAdminClient()
  const back = `/admin/dealers${site ? `?site=${encodeURIComponent(site)}` : ''}`
  const sites = useSWR(
    `/admin/api/dealers?items=1${site ? `&site=${encodeURIComponent(site)}` : ''}`,
    (p: string) => client.page<AdminDealer[]>(p),
  )
  const stored = useSWR(dealerId ? `/admin/api/dealers/${encodeURIComponent(dealerId)}` : null, (p: string) =>
    client.get<AdminDealer>(p),
  )
  const meta = sites.data?.meta as SitesMeta | undefined
  const brands = [...new Set((meta?.sites ?? []).map((s) => s.brand))]
  const siteBrand = meta?.sites.find((s) => s.key === meta.site)?.brand
  const [draft, setDraft] = useState<DealerDraft | null>(null)
  const [version, setVersion] = useState<number | null>(null)
  const [errors, setErrors] = useState<Problem[]>([])
  const [problem, setProblem] = useState<unknown>(null)
  const [conflict, setConflict] = useState<AdminDealer | null>(null)
  const [saving, setSaving] = useState(false)
  const canChange = hasAdminRole(useSession().user.roles)

  useEffect(() => {
    if (draft) return
    if (dealerId && stored.data) {
      setDraft(draftOf(stored.data))
      setVersion(stored.data.version)
    } else if (!dealerId && meta) setDraft(newDealerDraft(siteBrand))
  }, [dealerId, stored.data, meta, siteBrand, draft])

  if (stored.error || sites.error) return <ErrorNotice error={stored.error ?? sites.error} />
  if (!draft) return <p aria-busy="true">Loading…</p>

  const set = <K extends keyof DealerDraft>(key: K, value: DealerDraft[K]) =>
    setDraft({ ...draft, [key]: value })
  const text = (
    key: keyof DealerDraft & string,
    label: string,
    options: { required?: boolean; max?: number; type?: string; help?: string } = {},
  ) => (
    <DealerField label={label} required={options.required} help={options.help} field={key} errors={errors}>
      {(control) => (
        <input
          {...control}
          name={key}
          type={options.type ?? 'text'}
          step={options.type === 'number' ? 'any' : undefined}
          required={options.required}
          maxLength={options.max}
          value={draft[key] as string}
          onChange={(e) => set(key, e.target.value as never)}
        />
      )}
    </DealerField>
  )

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setConflict(null)
    const body = inputOf(draft)
    const checked = validateDealerInput(body, brands)
    if (!checked.ok) {
      setErrors(checked.errors)
      // The first problem's field takes the focus, so a keyboard or screen reader user lands on it.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setErrors([])
    setSaving(true)
    try {
      if (dealerId)
        await client.put(`/admin/api/dealers/${encodeURIComponent(dealerId)}`, { ...body, version })
      else await client.post('/admin/api/dealers', body)
      navigate(back)
    } catch (e) {
      if (e instanceof ApiError && e.status === 422)
        setErrors(e.details.filter((d): d is Problem => Boolean(d.field)) as Problem[])
      if (e instanceof ApiError && e.code === 'version_conflict') {
        const details = e.details as unknown as { current?: AdminDealer }
        setConflict(details.current ?? null)
      }
      setProblem(e)
    } finally {
      setSaving(false)
    }
  }

  const australian = draft.market === 'au'
  return (
    <section className="admin-screen" aria-labelledby="dealer-title">
      <p className="admin-breadcrumbs">
        <AdminLink href={back}>Dealers</AdminLink> ›
      </p>
      <h1 id="dealer-title">{dealerId ? `Edit ${stored.data?.name ?? 'retailer'}` : 'New retailer'}</h1>
      {conflict ? (
        <Alert>
          <p>Someone else saved this retailer (version {conflict.version}) after you opened it.</p>
          <Button
            onClick={() => {
              setDraft(draftOf(conflict))
              setVersion(conflict.version)
              setConflict(null)
              setProblem(null)
            }}
          >
            Load their version
          </Button>
        </Alert>
      ) : (
        <ErrorNotice error={problem} />
      )}
      {errors.length ? (
        <Alert>
          <p>
            {errors.length === 1 ? 'One field needs attention.' : `${errors.length} fields need attention.`}
          </p>
          <ul>
            {errors.map((e, i) => (
              <li key={i}>
                <a href={`#${fieldErrorId(e.field)}`}>{dealerFieldLabel(e.field)}</a>: {e.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <form className="dealer-form" aria-labelledby="dealer-title" noValidate onSubmit={(e) => void save(e)}>
        {canChange ? null : <p className="ui-hint">Read only: only an admin changes retailers.</p>}
        {/* A disabled fieldset disables every control inside: an editor reads the retailer, cannot change it. */}
        <fieldset className="dealer-form__readonly" disabled={!canChange}>
          <fieldset className="dealer-form__group">
            <legend>Retailer</legend>
            <div className="dealer-form__grid">
              {text('name', 'Name', { required: true, max: 120 })}
              {text('dealer_code', 'Dealer code', {
                required: true,
                max: 20,
                help: 'Letters, digits, - and _; the stock names its vehicles’ owner by it.',
              })}
              {text('market', 'Market', { required: true, max: 2, help: 'Two letters: au, nz, ae, jp…' })}
              {text('position', 'Position in lists', { type: 'number', help: 'Lower comes first.' })}
              {text('tag_class', 'Tag class', {
                max: 100,
                help: 'Words such as “sales service”: the footer picker preselects the first with “sales”.',
              })}
            </div>
            <fieldset className="dealer-form__choices" {...invalidProps('brands', errors)}>
              <legend>Brands it sells</legend>
              {brands.map((brand) => (
                <label key={brand} className="admin-check">
                  <input
                    type="checkbox"
                    checked={draft.brands.includes(brand)}
                    onChange={(e) =>
                      set(
                        'brands',
                        e.target.checked ? [...draft.brands, brand] : draft.brands.filter((b) => b !== brand),
                      )
                    }
                  />
                  {brand}
                </label>
              ))}
              <DealerFieldError field="brands" errors={errors} />
            </fieldset>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={draft.is_fallback}
                onChange={(e) => set('is_fallback', e.target.checked)}
              />
              Fallback retailer: shown when a stock postcode search finds none
            </label>
          </fieldset>
          <fieldset className="dealer-form__group">
            <legend>Address</legend>
            <div className="dealer-form__grid">
              {text('street', 'Street', { max: 200 })}
              {text('locality', 'Suburb or city', { required: true, max: 100 })}
              {australian ? (
                <DealerField label="State" required field="state" errors={errors}>
                  {(control) => (
                    <select
                      {...control}
                      name="state"
                      value={draft.state}
                      onChange={(e) => set('state', e.target.value)}
                    >
                      <option value="">Choose a state</option>
                      {AUSTRALIAN_STATES.map((state) => (
                        <option key={state} value={state}>
                          {state}
                        </option>
                      ))}
                    </select>
                  )}
                </DealerField>
              ) : (
                text('state', 'State or region', { max: 40 })
              )}
              {text('postcode', 'Postcode', { required: australian, max: 10 })}
            </div>
          </fieldset>
          <fieldset className="dealer-form__group">
            <legend>Position on the map</legend>
            <p className="ui-hint">
              In decimal degrees, as any map shows them (south and west are negative). Empty: listed, but not
              on a map or by distance.
            </p>
            <div className="dealer-form__grid">
              {text('latitude', 'Latitude', { type: 'number' })}
              {text('longitude', 'Longitude', { type: 'number' })}
            </div>
          </fieldset>
          <fieldset className="dealer-form__group">
            <legend>Contact</legend>
            <div className="dealer-form__grid">
              {text('phone', 'Phone', { type: 'tel', max: 24 })}
              {text('email', 'Email', { type: 'email', max: 200 })}
              {text('url', 'Website', {
                type: 'url',
                max: 500,
                help: 'The footer’s “Visit retailer website” opens it.',
              })}
            </div>
          </fieldset>
          <DealerNamesRows names={draft.names} errors={errors} onChange={(names) => set('names', names)} />
          <fieldset className="dealer-form__group dealer-form__choices">
            <legend>Services</legend>
            {DEALER_SERVICES.map((service) => (
              <label key={service} className="admin-check">
                <input
                  type="checkbox"
                  checked={draft.services.includes(service)}
                  onChange={(e) =>
                    set(
                      'services',
                      e.target.checked
                        ? [...draft.services, service]
                        : draft.services.filter((s) => s !== service),
                    )
                  }
                />
                {RETAILER_LABELS.services[service]}
              </label>
            ))}
          </fieldset>
          <DealerContactRows
            rows={draft.contact_info}
            errors={errors}
            onChange={(rows) => set('contact_info', rows)}
          />
          <DealerHoursRows
            rows={draft.opening_hours}
            errors={errors}
            onChange={(rows) => set('opening_hours', rows)}
          />
        </fieldset>
        <div className="ui-button-row">
          {canChange ? (
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? 'Saving…' : dealerId ? 'Save retailer' : 'Create retailer'}
            </Button>
          ) : null}
          <AdminLink className={buttonClass({})} href={back}>
            Cancel
          </AdminLink>
        </div>
      </form>
    </section>
  )
}
