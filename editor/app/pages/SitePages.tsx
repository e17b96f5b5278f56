import { AdminTable } from '../../admin/AdminTable.js'
import { actionsColumn } from '../../admin/actions-column.js'
import { Badge } from '../../ui/Badge.js'
import { Button } from '../../ui/Button.js'
import { ButtonLink } from '../../ui/ButtonLink.js'
import { Panel } from '../../ui/Panel.js'
import type { PageSummary, SiteSummary } from '../admin-client.js'
import { editorUrl } from './editor-url.js'
import { LastEdited } from './LastEdited.js'
import type { PageTreeRow } from './page-tree.js'
import { PageStatus } from './PageStatus.js'
import { siteLabel } from './site-label.js'
import { siteUrls } from './site-urls.js'

const TYPE_TEXT: Record<string, string> = { url_redirection: 'Redirect', folder: 'Folder' }

/** What a row's buttons do to their page. */
export interface PageActions {
  versions: (page: PageSummary) => void
  duplicate: (page: PageSummary) => void
  remove: (page: PageSummary) => void
}

/**
 * One site's pages as a tree table: the path (indented by depth, with a button that opens or closes the
 * pages under it) linking to the editor, the title, status, last edit, and the page's actions.
 */
export function SitePages({
  site,
  rows,
  total,
  collapsed,
  filtering,
  onToggle,
  actions,
}: {
  site: SiteSummary
  rows: PageTreeRow[]
  total: number
  collapsed: ReadonlySet<string>
  filtering: boolean
  onToggle: (pageId: string) => void
  actions: PageActions
}) {
  const here = { protocol: window.location.protocol, port: window.location.port }
  return (
    <Panel
      title={site.name}
      subtitle={
        <>
          <Badge tone="info">{site.theme} theme</Badge> {site.host} ·{' '}
          {filtering ? `${rows.length} of ${total} pages` : `${total} page${total === 1 ? '' : 's'}`}
        </>
      }
      testId={`site-pages:${site.key}`}
    >
      <AdminTable
        label={`Pages of ${siteLabel(site)}`}
        rows={rows}
        rowKey={(r) => r.page.id}
        rowTestId={(r) => `page-row:${r.page.id}`}
        className="pages-table"
        empty={filtering ? 'No page of this site matches.' : 'This site has no pages yet.'}
        columns={[
          {
            key: 'page',
            header: 'Page',
            cell: (row) => (
              <PageCell
                row={row}
                open={!collapsed.has(row.page.id) || filtering}
                filtering={filtering}
                onToggle={onToggle}
                defaultLocale={site.defaultLocale}
              />
            ),
          },
          { key: 'status', header: 'Status', cell: (row) => <PageStatus page={row.page} /> },
          { key: 'edited', header: 'Last edited', cell: (row) => <LastEdited page={row.page} /> },
          {
            ...actionsColumn<PageTreeRow>(({ page }) => {
              const urls = siteUrls(site, page.path, here)
              const of = <span className="visually-hidden"> {page.path}</span>
              return (
                <>
                  <ButtonLink size="small" href={urls.preview} target="_blank" rel="noopener">
                    Preview draft{of}
                  </ButtonLink>
                  {page.publishedVersion !== null ? (
                    <ButtonLink size="small" href={urls.live} target="_blank" rel="noopener">
                      View live{of}
                    </ButtonLink>
                  ) : null}
                  <Button size="small" onClick={() => actions.versions(page)}>
                    Versions{of}
                  </Button>
                  <Button size="small" onClick={() => actions.duplicate(page)}>
                    Duplicate{of}
                  </Button>
                  <Button size="small" variant="danger" onClick={() => actions.remove(page)}>
                    Delete{of}
                  </Button>
                </>
              )
            }),
            className: 'admin-actions pages-actions',
          },
        ]}
      />
    </Panel>
  )
}

function PageCell({
  row,
  open,
  filtering,
  onToggle,
  defaultLocale,
}: {
  row: PageTreeRow
  open: boolean
  filtering: boolean
  onToggle: (pageId: string) => void
  defaultLocale: string
}) {
  const { page } = row
  return (
    <div className="pages-tree-cell" style={{ '--depth': row.depth } as React.CSSProperties}>
      {row.childCount > 0 ? (
        <button
          type="button"
          className="pages-tree-toggle"
          aria-expanded={open}
          disabled={filtering}
          aria-label={`${open ? 'Hide' : 'Show'} the ${row.childCount} page${row.childCount === 1 ? '' : 's'} under ${page.path}`}
          onClick={() => onToggle(page.id)}
        >
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path d="M3 1.5 7 5l-4 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      ) : (
        <span className="pages-tree-spacer" aria-hidden="true" />
      )}
      <div className="pages-tree-name">
        <a href={editorUrl(page.id)} className="pages-tree-path" dir="ltr">
          {page.path}
        </a>
        <span className="pages-tree-title" dir="auto">
          {page.title || 'Untitled'}
          {page.locale !== defaultLocale ? (
            <Badge tone="neutral">
              <span lang="en">{page.locale}</span>
            </Badge>
          ) : null}
          {TYPE_TEXT[page.pageType] ? <Badge tone="neutral">{TYPE_TEXT[page.pageType]}</Badge> : null}
        </span>
      </div>
    </div>
  )
}
