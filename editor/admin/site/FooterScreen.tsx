import { footerSaveErrors } from '../../../engine/rules/footer-save-errors.js'
import type { FooterSettings } from '../../../engine/rules/footer-types.js'
import { Button } from '../../ui/Button.js'
import { Input } from '../../ui/Input.js'
import { Panel } from '../../ui/Panel.js'
import { ApiError } from '../api-error.js'
import { ErrorNotice } from '../ErrorNotice.js'
import { FooterColumnsEditor } from './FooterColumnsEditor.js'
import { FooterItemsEditor } from './FooterItemsEditor.js'
import { RetailerPickerEditor } from './RetailerPickerEditor.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'
import './site-trees.css'
import { LocaleSelect } from './LocaleSelect.js'
import { useLocaleDraft } from './use-locale-draft.js'

/** GET /admin/api/footer: the locale's footer settings (null: none yet) and their version. */
interface FooterData {
  footer: FooterSettings | null
  version: string
}

/**
 * The Footer screen of the Site section (issue 15 item 3): a site's footer in each locale (000 §2): the top,
 * medium (columns of rows of items), middle and bottom sections, the search bar and the retailer picker's
 * markets and languages. The 000 §5 rules are checked here and again by the server on save, each problem
 * shown at its field; what is saved is what the live site shows, at once.
 */
export function FooterScreen({ site }: SiteScreenProps) {
  const {
    locale,
    changeLocale,
    loaded,
    value: footer,
    draft,
    setDraft,
    error,
    saving,
    save,
    reload,
  } = useLocaleDraft<FooterSettings, FooterData>({
    site,
    area: 'footer',
    valueOf: (data) => data?.footer ?? {},
    check: (value) => {
      const problems = footerSaveErrors(value)
      return problems.length
        ? new ApiError('Some footer items need attention', 422, 'validation_failed', problems)
        : null
    },
    body: (value, version) => ({ footer: value, version }),
  })
  const details = error instanceof ApiError ? error.details : []
  const errors = new Map(details.map((d) => [d.path ?? d.field ?? '', d.message]))
  const change = (next: FooterSettings) => setDraft(next)

  return (
    <div className="site-tree-screen" data-testid="footer-screen">
      <div className="site-tree-screen__bar">
        <LocaleSelect
          locales={site.locales}
          value={locale}
          unsaved={draft !== null}
          onChange={changeLocale}
        />
        <Button onClick={() => void reload()} disabled={draft === null || saving}>
          Discard changes
        </Button>
        <Button
          variant="primary"
          onClick={() => void save()}
          disabled={draft === null || saving}
          aria-busy={saving || undefined}
        >
          Save footer
        </Button>
      </div>
      <ErrorNotice error={loaded.error ?? error} />
      {error instanceof ApiError && error.status === 409 ? (
        <p>
          <Button onClick={() => void reload()}>Load the latest footer</Button> (your changes here are
          dropped)
        </p>
      ) : null}
      {!loaded.data && !loaded.error ? <p aria-busy="true">Loading…</p> : null}
      {loaded.data ? (
        <>
          <Panel title="Top" className="footer-editor__section">
            <FooterItemsEditor
              title="Top items"
              value={footer.top?.items ?? []}
              path="/footer/top/items"
              errors={errors}
              onChange={(items) => change({ ...footer, top: { items } })}
            />
          </Panel>
          <Panel title="Medium: link columns" className="footer-editor__section">
            <FooterColumnsEditor
              value={footer.medium?.columns ?? []}
              path="/footer/medium/columns"
              errors={errors}
              onChange={(columns) => change({ ...footer, medium: { columns } })}
            />
          </Panel>
          <Panel title="Middle" className="footer-editor__section">
            <FooterItemsEditor
              title="Middle items"
              value={footer.middle?.items ?? []}
              path="/footer/middle/items"
              errors={errors}
              onChange={(items) => change({ ...footer, middle: { items } })}
            />
          </Panel>
          <Panel title="Bottom" className="footer-editor__section">
            <FooterItemsEditor
              title="Bottom items"
              value={footer.bottom?.items ?? []}
              path="/footer/bottom/items"
              errors={errors}
              onChange={(items) => change({ ...footer, bottom: { ...footer.bottom, items } })}
            />
            <Input
              dir="auto"
              label="Copyright"
              value={footer.bottom?.copyright ?? ''}
              error={errors.get('/footer/bottom/copyright')}
              onChange={(e) =>
                change({
                  ...footer,
                  bottom: { items: footer.bottom?.items ?? [], copyright: e.target.value },
                })
              }
            />
          </Panel>
          <Panel title="Search bar" className="footer-editor__section">
            <label className="footer-editor__check">
              <input
                type="checkbox"
                checked={footer.search?.enabled === true}
                onChange={(e) =>
                  change({
                    ...footer,
                    search: { placeholder: '', label: '', ...footer.search, enabled: e.target.checked },
                  })
                }
              />{' '}
              Show the search bar
            </label>
            <div className="footer-editor__fields">
              <Input
                dir="auto"
                label="Search label"
                value={footer.search?.label ?? ''}
                onChange={(e) =>
                  change({
                    ...footer,
                    search: { enabled: false, placeholder: '', ...footer.search, label: e.target.value },
                  })
                }
              />
              <Input
                dir="auto"
                label="Search placeholder"
                value={footer.search?.placeholder ?? ''}
                onChange={(e) =>
                  change({
                    ...footer,
                    search: { enabled: false, label: '', ...footer.search, placeholder: e.target.value },
                  })
                }
              />
            </div>
          </Panel>
          <Panel title="Retailer picker" className="footer-editor__section">
            <RetailerPickerEditor
              value={footer.retailer_picker ?? { enabled: false, markets: [] }}
              path="/footer/retailer_picker"
              errors={errors}
              onChange={(retailer_picker) => change({ ...footer, retailer_picker })}
            />
          </Panel>
        </>
      ) : null}
    </div>
  )
}
