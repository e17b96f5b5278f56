import type { AdminRedirect, RedirectInput } from '../../../engine/redirects/redirect-options.js'
import { Button } from '../../ui/Button.js'
import { actionsColumn } from '../actions-column.js'
import { AdminDeleteDialog } from '../AdminDeleteDialog.js'
import { RedirectDialog } from './RedirectDialog.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'
import { SiteListScreen } from './SiteListScreen.js'
import { useSiteList } from './use-site-list.js'

/**
 * The Redirects screen (issue 15, decision 046): a site's redirect pages (001 §2), each a path that sends
 * visitors on with its code (301 unless chosen). Add, edit and delete (after a confirmation); the live site
 * answers the change at once. Loops and paths of other pages are refused with the reason.
 */
export function RedirectsScreen({ site }: SiteScreenProps) {
  const redirects = useSiteList<AdminRedirect>('redirects', site)
  const { editing, setEditing, deleting, setDeleting } = redirects

  const save = (input: RedirectInput) =>
    redirects.save(input, () => `${input.path} now redirects to ${input.to} (${input.http_code}).`)

  return (
    <SiteListScreen
      list={redirects}
      title="Redirects"
      addLabel="Add redirect"
      hint={
        <>
          Paths of {site.name} that send visitors elsewhere. Each is a page of type url_redirection, live as
          soon as it is saved.
        </>
      }
      empty={{
        title: 'No redirects yet',
        text: 'Send an old address to its new page, or a short path to a campaign.',
      }}
      table={{
        label: `Redirects of ${site.name}`,
        rowKey: (r) => r.id,
        rowTestId: (r) => `redirect:${r.path}`,
        columns: [
          { key: 'from', header: 'From', cell: (r) => <code className="site-list__code">{r.path}</code> },
          { key: 'to', header: 'To', cell: (r) => <code className="site-list__code">{r.to}</code> },
          { key: 'code', header: 'Code', cell: (r) => r.http_code },
          { key: 'type', header: 'Link type', cell: (r) => r.link_type },
          { key: 'window', header: 'New window', cell: (r) => (r.link_new_window ? 'Yes' : 'No') },
          actionsColumn<AdminRedirect>((r) => (
            <>
              <Button
                size="small"
                aria-label={`Edit the redirect from ${r.path}`}
                onClick={() => setEditing(r)}
              >
                Edit
              </Button>
              <Button
                size="small"
                variant="danger"
                aria-label={`Delete the redirect from ${r.path}`}
                onClick={() => setDeleting(r)}
              >
                Delete
              </Button>
            </>
          )),
        ],
      }}
    >
      {editing ? (
        <RedirectDialog
          redirect={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <AdminDeleteDialog
          title={`Delete the redirect from ${deleting.path}?`}
          confirmLabel="Delete redirect"
          path={redirects.deletePath(deleting)}
          deleted={`Deleted the redirect from ${deleting.path}: it is not found any more.`}
          onClose={() => setDeleting(null)}
          onDeleted={() => redirects.list.mutate()}
        >
          <p>
            Visitors to <code>{deleting.path}</code> get the not-found page instead of going to{' '}
            <code>{deleting.to}</code>.
          </p>
        </AdminDeleteDialog>
      ) : null}
    </SiteListScreen>
  )
}
