import { useState, type FormEvent } from 'react'
import useSWR from 'swr'
import type { AdminDealer } from '../../engine/dealers/admin-dealer.js'
import { RETAILER_LABELS } from '../../renderer/storefront/retailers/retailer-labels.js'
import { AdminLink } from './AdminLink.js'
import { AdminPager, AdminTable } from './AdminTable.js'
import { hasAdminRole } from '../../engine/auth/roles.js'
import { useSession } from './session-context.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { useToast } from '../ui/use-toast.js'
import { navigate } from './use-admin-route.js'
import './dealer-editor.css'

/** What the dealers list answers besides the page: the site shown and the sites to choose from. */
interface DealersMeta {
  total: number
  page: number
  items: number
  pages: number
  site: string
  sites: { key: string; name: string; brand: string }[]
}

/** The list's URL for a view (site, search, page), kept in the address so Back and links work. */
function listPath(view: { site: string; q: string; page: number }): string {
  const params = new URLSearchParams()
  if (view.site) params.set('site', view.site)
  if (view.q) params.set('q', view.q)
  if (view.page > 1) params.set('page', String(view.page))
  const query = params.toString()
  return `/admin/dealers${query ? `?${query}` : ''}`
}

/**
 * The Dealers screen (issue 14, decision 038): a site's retailers (those selling its brand) with search
 * and pages, each opening its form; new retailers; delete after a confirmation (refused, with the reason,
 * while a retailer owns vehicles). The stock, the locators and the footer's retailer picker show what is
 * saved here.
 */
export function DealersScreen({ search }: { search: URLSearchParams }) {
  const client = useAdminClient()
  // Only an admin changes retailers (the API answers 403 to an editor): an editor reads the list.
  const canChange = hasAdminRole(useSession().user.roles)
  const view = {
    site: search.get('site') ?? '',
    q: search.get('q') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  }
  const [typed, setTyped] = useState(view.q)
  const [problem, setProblem] = useState<unknown>(null)
  const toast = useToast()
  const query = new URLSearchParams({ page: String(view.page), items: '25' })
  if (view.site) query.set('site', view.site)
  if (view.q) query.set('q', view.q)
  const list = useSWR(`/admin/api/dealers?${query.toString()}`, (p: string) => client.page<AdminDealer[]>(p))
  const meta = list.data?.meta as DealersMeta | undefined
  const site = meta?.site ?? view.site
  const go = (next: Partial<typeof view>) => navigate(listPath({ ...view, site, ...next }))
  const find = (event: FormEvent) => {
    event.preventDefault()
    go({ q: typed.trim(), page: 1 })
  }
  const remove = async (dealer: AdminDealer) => {
    if (
      !window.confirm(`Delete the retailer “${dealer.name}”? It goes from every site that sells its brands.`)
    )
      return
    setProblem(null)
    try {
      await client.remove(`/admin/api/dealers/${encodeURIComponent(dealer.id)}`)
      toast.show(`Deleted ${dealer.name}.`)
      await list.mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  return (
    <section className="admin-screen" aria-labelledby="dealers-title">
      <div className="admin-heading-row">
        <h1 id="dealers-title">Dealers</h1>
        {canChange ? (
          <AdminLink
            className="admin-button admin-button--primary"
            href={`/admin/dealers/new?site=${encodeURIComponent(site)}`}
          >
            New retailer
          </AdminLink>
        ) : (
          <p className="ui-hint">Read only: only an admin adds, changes or deletes retailers.</p>
        )}
      </div>
      <div className="admin-toolbar">
        <label>
          Site
          <select value={site} onChange={(e) => go({ site: e.target.value, page: 1 })}>
            {(meta?.sites ?? []).map((s) => (
              <option key={s.key} value={s.key}>
                {s.name} ({s.brand})
              </option>
            ))}
          </select>
        </label>
        <form className="admin-inline-form" role="search" aria-label="Find retailers" onSubmit={find}>
          <label>
            Name, code or suburb
            <input type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className="admin-button">
            Find
          </button>
        </form>
      </div>
      <ErrorNotice error={problem ?? list.error} />
      {!list.data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <>
          <AdminTable
            label="Retailers"
            rows={list.data.data}
            rowKey={(dealer) => dealer.id}
            empty={view.q ? 'No retailer matches this search.' : 'No retailers sell this brand yet.'}
            columns={[
              {
                key: 'name',
                header: 'Name',
                cell: (d) => (
                  <AdminLink
                    href={`/admin/dealers/${encodeURIComponent(d.id)}?site=${encodeURIComponent(site)}`}
                  >
                    {d.name}
                  </AdminLink>
                ),
              },
              { key: 'code', header: 'Code', cell: (d) => <code>{d.dealer_code}</code> },
              { key: 'market', header: 'Market', cell: (d) => d.market.toUpperCase() },
              {
                key: 'place',
                header: 'Place',
                cell: (d) => [d.locality, d.state, d.postcode].filter(Boolean).join(' '),
              },
              { key: 'brands', header: 'Brands', cell: (d) => d.brands.join(', ') },
              {
                key: 'services',
                header: 'Services',
                cell: (d) => d.services.map((s) => RETAILER_LABELS.services[s]).join(', '),
              },
              {
                key: 'mapped',
                header: 'On the map',
                cell: (d) => (d.latitude === null ? 'No position' : 'Yes'),
              },
              {
                key: 'actions',
                header: <span className="visually-hidden">Actions</span>,
                cell: (d) =>
                  canChange ? (
                    <span className="admin-actions">
                      <button
                        type="button"
                        className="admin-button admin-button--danger"
                        onClick={() => void remove(d)}
                        aria-label={`Delete ${d.name}`}
                      >
                        Delete
                      </button>
                    </span>
                  ) : null,
              },
            ]}
          />
          {meta && meta.pages > 1 ? (
            <AdminPager
              page={meta.page}
              pages={meta.pages}
              total={meta.total}
              noun={['retailer', 'retailers']}
              onPage={(page) => go({ page })}
            />
          ) : null}
        </>
      )}
    </section>
  )
}
