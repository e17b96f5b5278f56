import { useEffect, useState } from 'react'
import { actionsColumn } from '../../admin/actions-column.js'
import { AdminTable } from '../../admin/AdminTable.js'
import { Alert } from '../../ui/Alert.js'
import { Badge } from '../../ui/Badge.js'
import { Button } from '../../ui/Button.js'
import { ConfirmDialog } from '../../ui/ConfirmDialog.js'
import { Dialog } from '../../ui/Dialog.js'
import { EmptyState } from '../../ui/EmptyState.js'
import { Select } from '../../ui/Select.js'
import type { AdminClient, PageSummary, PageVersion } from '../admin-client.js'
import { SideBySideDiff } from './SideBySideDiff.js'

const FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
/** The right side's choice that means the draft as it is now. */
const DRAFT = 'draft'

/**
 * A page's published versions: when and by whom, which one is live; any two of them, or one and the current
 * draft, side by side; and Restore, which makes a version the draft again after a confirmation (publishing
 * it is a separate step, in the editor).
 */
export function VersionsDialog({
  page,
  client,
  onRestored,
  onClose,
}: {
  page: PageSummary
  client: AdminClient
  onRestored: (version: number) => void
  onClose: () => void
}) {
  const [versions, setVersions] = useState<PageVersion[] | null>(null)
  const [documents, setDocuments] = useState<Record<string, unknown>>({})
  const [left, setLeft] = useState<number | null>(null)
  const [right, setRight] = useState<string>(DRAFT)
  const [restoring, setRestoring] = useState<PageVersion | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    Promise.all([client.versions(page.id), client.get(page.id)]).then(
      ([list, draft]) => {
        if (!current) return
        setVersions(list)
        setDocuments((all) => ({ ...all, [DRAFT]: draft.draft }))
        setLeft((list.find((v) => v.published) ?? list[0])?.version ?? null)
      },
      (e: unknown) => current && setProblem(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      current = false
    }
  }, [client, page.id])

  // Each version's document is fetched once, when a comparison first needs it.
  useEffect(() => {
    const wanted = [left === null ? null : String(left), right].filter(
      (key): key is string => key !== null && key !== DRAFT && !(key in documents),
    )
    for (const key of wanted)
      client.version(page.id, Number(key)).then(
        ({ document }) => setDocuments((all) => ({ ...all, [key]: document })),
        (e: unknown) => setProblem(e instanceof Error ? e.message : String(e)),
      )
  }, [client, page.id, left, right, documents])

  const nameOf = (key: string) => (key === DRAFT ? 'the current draft' : `version ${key}`)
  const leftKey = left === null ? null : String(left)
  const options = (versions ?? []).map((v) => ({
    value: String(v.version),
    label: `Version ${v.version}${v.published ? ' (live)' : ''}`,
  }))

  return (
    <Dialog
      title={`Versions of ${page.path}`}
      onClose={onClose}
      wide
      testId="versions-dialog"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {problem ? <Alert>{problem}</Alert> : null}
      {versions === null ? (
        <p aria-busy="true">Loading versions…</p>
      ) : (
        <AdminTable
          label="Published versions"
          rows={versions}
          rowKey={(v) => String(v.version)}
          rowTestId={(v) => `version-row:${v.version}`}
          empty={
            <EmptyState title="Not published yet">
              Each publish keeps a version here, to compare and to restore.
            </EmptyState>
          }
          columns={[
            {
              key: 'version',
              header: 'Version',
              cell: (v) => (
                <span className="pages-version">
                  Version {v.version}
                  {v.published ? <Badge tone="success">Live</Badge> : null}
                </span>
              ),
            },
            {
              key: 'published',
              header: 'Published',
              cell: (v) => (
                <span className="pages-edited">
                  <time dateTime={v.publishedAt}>{FORMAT.format(new Date(v.publishedAt))}</time>
                  {v.publishedBy ? <span className="pages-edited__by">by {v.publishedBy}</span> : null}
                </span>
              ),
            },
            { key: 'title', header: 'Title', cell: (v) => <span dir="auto">{v.title}</span> },
            actionsColumn<PageVersion>((v) => (
              <>
                <Button
                  size="small"
                  aria-pressed={left === v.version && right === DRAFT}
                  onClick={() => {
                    setLeft(v.version)
                    setRight(DRAFT)
                  }}
                >
                  Compare with draft<span className="visually-hidden"> (version {v.version})</span>
                </Button>
                <Button size="small" onClick={() => setRestoring(v)}>
                  Restore<span className="visually-hidden"> version {v.version}</span>
                </Button>
              </>
            )),
          ]}
        />
      )}
      {versions && versions.length > 0 && leftKey !== null ? (
        <section className="pages-compare" aria-labelledby="pages-compare-title">
          <h3 id="pages-compare-title">Compare</h3>
          <div className="pages-compare__choice">
            <Select
              label="Left"
              value={leftKey}
              onChange={(e) => setLeft(Number(e.target.value))}
              options={options}
            />
            <Select
              label="Right"
              value={right}
              onChange={(e) => setRight(e.target.value)}
              options={[{ value: DRAFT, label: 'Current draft' }, ...options]}
            />
          </div>
          {leftKey in documents && right in documents ? (
            <SideBySideDiff
              before={documents[leftKey]}
              after={documents[right]}
              beforeLabel={nameOf(leftKey)}
              afterLabel={nameOf(right)}
            />
          ) : (
            <p aria-busy="true">Loading the documents…</p>
          )}
        </section>
      ) : null}
      {restoring ? (
        <ConfirmDialog
          title={`Restore version ${restoring.version}?`}
          confirmLabel={`Restore version ${restoring.version}`}
          onCancel={() => setRestoring(null)}
          onConfirm={async () => {
            await client.restore(page.id, restoring.version)
            onRestored(restoring.version)
          }}
          testId="restore-dialog"
        >
          <p>
            The draft of {page.path} is replaced by version {restoring.version}. The live page stays as it is
            until the page is published again.
          </p>
        </ConfirmDialog>
      ) : null}
    </Dialog>
  )
}
