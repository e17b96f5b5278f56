import { useState, type FormEvent } from 'react'
import useSWR from 'swr'
import type { AdminDealer } from '../../engine/dealers/admin-dealer.js'
import { RETAILER_LABELS } from '../../renderer/storefront/retailers/retailer-labels.js'
import { Button } from '../ui/Button.js'
import { buttonClass } from '../ui/button-class.js'
import { Input } from '../ui/Input.js'
import { Select } from '../ui/Select.js'
import { actionsColumn } from './actions-column.js'
import { AdminLink } from './AdminLink.js'
import { AdminDeleteDialog } from './AdminDeleteDialog.js'
import { hasAdminRole } from '../../engine/auth/roles.js'
import { AdminRowActions } from './AdminRowActions.js'
import { useSession } from './session-context.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { PagedAdminTable } from './PagedAdminTable.js'
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
  // Editors read the retailers; only an admin adds, changes or deletes them (the API answers 403 too).
  const canChange = hasAdminRole(useSession().user.roles)
  const view = {
    site: search.get('site') ?? '',
    q: search.get('q') ?? '',
    page: Math.max(1, Number(search.get('page')) || 1),
  }
  const [typed, setTyped] = useState(view.q)
  const [deleting, setDeleting] = useState<AdminDealer | null>(null)
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
  return (
    <section className="admin-screen" aria-labelledby="dealers-title">
      <div className="admin-heading-row">
        <h1 id="dealers-title">Dealers</h1>
        {canChange ? (
          <AdminLink
            className={buttonClass({ variant: 'primary' })}
            href={`/admin/dealers/new?site=${encodeURIComponent(site)}`}
          >
            New retailer
          </AdminLink>
        ) : (
          <p className="ui-hint">Read only: only an admin adds, changes or deletes retailers.</p>
        )}
      </div>
      <div className="admin-toolbar">
        <Select
          label="Site"
          value={site}
          onChange={(e) => go({ site: e.target.value, page: 1 })}
          options={(meta?.sites ?? []).map((s) => ({ value: s.key, label: `${s.name} (${s.brand})` }))}
        />
        <form className="admin-inline-form" role="search" aria-label="Find retailers" onSubmit={find}>
          <Input
            label="Name, code or suburb"
            type="search"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit">Find</Button>
        </form>
      </div>
      <ErrorNotice error={list.error} />
      <PagedAdminTable
        paged={{ list, filtered: Boolean(view.q), setPage: (page) => go({ page }) }}
        label="Retailers"
        noun={['retailer', 'retailers']}
        empty={{
          title: 'No retailers sell this brand yet.',
          text: 'A new retailer that sells it shows in the stock, the locators and the footer’s picker.',
        }}
        noMatch="No retailer matches this search."
        scrolls={false}
        pagerOnOnePage={false}
        rowKey={(dealer) => dealer.id}
        columns={[
          {
            key: 'name',
            header: 'Name',
            cell: (d) => (
              <AdminLink href={`/admin/dealers/${encodeURIComponent(d.id)}?site=${encodeURIComponent(site)}`}>
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
          actionsColumn<AdminDealer>((d) =>
            canChange ? <AdminRowActions name={d.name} onDelete={() => setDeleting(d)} /> : null,
          ),
        ]}
      />
      {deleting ? (
        <AdminDeleteDialog
          title={`Delete the retailer “${deleting.name}”?`}
          confirmLabel="Delete retailer"
          path={`/admin/api/dealers/${encodeURIComponent(deleting.id)}`}
          deleted={`Deleted ${deleting.name}.`}
          testId="confirm-delete-retailer"
          onClose={() => setDeleting(null)}
          onDeleted={() => list.mutate()}
        >
          <p>It goes from every site that sells its brands.</p>
        </AdminDeleteDialog>
      ) : null}
    </section>
  )
}
