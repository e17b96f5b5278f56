import { useId, useState } from 'react'
import {
  METAHEAD_CONSENT_SCOPES,
  METAHEAD_LANGUAGES,
  type AdminMetahead,
  type MetaheadInput,
} from '../../../engine/metaheads/metahead-options.js'
import { validateMetaheadInput } from '../../../engine/metaheads/validate-metahead-input.js'
import { describedBy } from '../../ui/described-by.js'
import { Dialog } from '../../ui/Dialog.js'
import { FieldFrame } from '../../ui/FieldFrame.js'
import { FormDialogFooter } from '../../ui/FormDialogFooter.js'
import { Select } from '../../ui/Select.js'
import { ErrorNotice } from '../ErrorNotice.js'
import { useDialogSubmit } from '../use-dialog-submit.js'
import { CONSENT_SCOPE_LABELS, METAHEAD_LANGUAGE_LABELS } from './metahead-labels.js'

const NEW_METAHEAD: MetaheadInput = {
  language: 'css',
  content: '',
  page_id: null,
  in_body: false,
  reload_on_each_page: false,
  consent_scope: 'obligatory',
}

const CONTENT_HINTS: Record<MetaheadInput['language'], string> = {
  javascript: 'Script text, without <script> tags. It runs with the page’s CSP nonce.',
  'js-src': 'One https:// URL of a script on a public host.',
  css: 'Style rules, without <style> tags.',
  sass: 'Indented Sass: compiled to CSS when you save; an error names its line.',
  scss: 'SCSS: compiled to CSS when you save; an error names its line.',
  html: 'Meta, link, script, style, noscript, iframe, img, div or span. Anything else, event handlers and non-https URLs are removed or refused.',
}

/**
 * The form of one metahead (new or edited) in a dialog: the same field rules as the server before it is
 * sent, then the server's answer (a Sass error with its line, a refused URL, a 409) shown in place.
 */
export function MetaheadDialog({
  metahead,
  pages,
  onSave,
  onClose,
}: {
  metahead: AdminMetahead | null
  pages: { id: string; label: string }[]
  onSave: (input: MetaheadInput) => Promise<void>
  onClose: () => void
}) {
  const [draft, setDraft] = useState<MetaheadInput>(metahead ?? NEW_METAHEAD)
  const { errors, problem, busy, submit } = useDialogSubmit(() => validateMetaheadInput(draft), onSave)
  const contentId = useId()
  const set = <K extends keyof MetaheadInput>(key: K, value: MetaheadInput[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  return (
    <Dialog
      title={metahead ? `Edit metahead ${metahead.id}` : 'Add a metahead'}
      onClose={onClose}
      onSubmit={() => void submit()}
      wide
      testId="metahead-dialog"
      footer={<FormDialogFooter submitLabel="Save metahead" busy={busy} onCancel={onClose} />}
    >
      <ErrorNotice error={problem} />
      <Select
        label="Language"
        value={draft.language}
        onChange={(e) => set('language', e.target.value as MetaheadInput['language'])}
        options={METAHEAD_LANGUAGES.map((l) => ({ value: l, label: METAHEAD_LANGUAGE_LABELS[l] }))}
        error={errors.language}
      />
      <FieldFrame id={contentId} label="Content" hint={CONTENT_HINTS[draft.language]} error={errors.content}>
        <textarea
          id={contentId}
          className="ui-input metahead-dialog__content"
          rows={draft.language === 'js-src' ? 1 : 10}
          spellCheck={false}
          value={draft.content}
          onChange={(e) => set('content', e.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy(contentId, CONTENT_HINTS[draft.language], errors.content)}
          data-autofocus
        />
      </FieldFrame>
      <Select
        label="Pages"
        value={draft.page_id ?? ''}
        onChange={(e) => set('page_id', e.target.value || null)}
        options={[
          { value: '', label: 'Every page (global)' },
          ...pages.map((p) => ({ value: p.id, label: p.label })),
        ]}
        error={errors.page_id}
      />
      <Select
        label="Placement"
        value={draft.in_body ? 'body' : 'head'}
        onChange={(e) => set('in_body', e.target.value === 'body')}
        options={[
          { value: 'head', label: 'In the head' },
          { value: 'body', label: 'At the end of the body' },
        ]}
      />
      <Select
        label="Loading"
        hint="Load once runs a single time as the visitor moves between pages; every page runs it again on each."
        value={draft.reload_on_each_page ? 'each' : 'once'}
        onChange={(e) => set('reload_on_each_page', e.target.value === 'each')}
        options={[
          { value: 'once', label: 'Load once' },
          { value: 'each', label: 'Reload on every page' },
        ]}
      />
      <Select
        label="Needs cookie consent"
        hint="A script that sets cookies or tracks visitors waits until they accept this kind of cookie."
        value={draft.consent_scope}
        onChange={(e) => set('consent_scope', e.target.value as MetaheadInput['consent_scope'])}
        options={METAHEAD_CONSENT_SCOPES.map((s) => ({ value: s, label: CONSENT_SCOPE_LABELS[s] }))}
        error={errors.consent_scope}
      />
    </Dialog>
  )
}
