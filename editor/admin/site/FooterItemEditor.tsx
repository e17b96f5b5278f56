import type { FooterItem } from '../../../engine/rules/footer-types.js'
import { Input } from '../../ui/Input.js'
import { Select } from '../../ui/Select.js'
import type { FooterPartProps } from './footer-draft.js'
import { FooterItemsEditor } from './FooterItemsEditor.js'

const TYPES = ['link', 'social', 'image', 'wrapper'].map((v) => ({ value: v, label: v }))
const TARGETS = [
  { value: '_self', label: 'Same tab (_self)' },
  { value: '_blank', label: 'New tab (_blank)' },
]
const TAGS = ['div', 'span'].map((v) => ({ value: v, label: v }))
const MORE = [
  ['icon', 'Icon'],
  ['aria_label', 'Aria label'],
  ['rel', 'Rel'],
  ['id', 'Id'],
  ['class', 'Class'],
] as const

/**
 * One footer item (000 §3): its type, label and link at hand, the rest behind "More"; an image's source, alt
 * text and size; a wrapper's own items. Each field shows the save's error for its path.
 */
export function FooterItemEditor({ value, path, errors, onChange }: FooterPartProps<FooterItem>) {
  const set = (patch: Partial<FooterItem>) => onChange({ ...value, ...patch })
  const text = (key: keyof FooterItem) => (typeof value[key] === 'string' ? (value[key] as string) : '')
  const hasMoreError = MORE.some(([key]) => errors.has(`${path}/${key}`)) || errors.has(`${path}/tag`)
  return (
    <div className="footer-editor__fields" data-testid={`footer-item:${path}`}>
      <Select
        label="Type"
        value={value.type ?? 'link'}
        options={TYPES}
        error={errors.get(`${path}/type`)}
        onChange={(e) => set({ type: e.target.value as FooterItem['type'] })}
      />
      <Input
        dir="auto"
        label="Label"
        value={text('label')}
        error={errors.get(`${path}/label`)}
        onChange={(e) => set({ label: e.target.value })}
      />
      <Input
        dir="auto"
        label="Link"
        value={text('url')}
        error={errors.get(`${path}/url`)}
        onChange={(e) => set({ url: e.target.value })}
      />
      <Select
        label="Opens in"
        value={value.target ?? '_self'}
        options={TARGETS}
        error={errors.get(`${path}/target`)}
        onChange={(e) => set({ target: e.target.value as FooterItem['target'] })}
      />
      {value.type === 'image' ? (
        <>
          <Input
            dir="auto"
            label="Image src"
            value={value.image?.src ?? ''}
            error={errors.get(`${path}/image/src`)}
            onChange={(e) =>
              set({ image: { alt: '', width: 200, height: 80, ...value.image, src: e.target.value } })
            }
          />
          <Input
            dir="auto"
            label="Image alt"
            value={value.image?.alt ?? ''}
            onChange={(e) =>
              set({ image: { src: '', width: 200, height: 80, ...value.image, alt: e.target.value } })
            }
          />
        </>
      ) : null}
      <details className="footer-editor__more" open={hasMoreError || undefined}>
        <summary>More</summary>
        <Select
          label="Tag"
          value={value.tag ?? 'div'}
          options={TAGS}
          error={errors.get(`${path}/tag`)}
          onChange={(e) => set({ tag: e.target.value as FooterItem['tag'] })}
        />
        {MORE.map(([key, label]) => (
          <Input
            dir="auto"
            key={key}
            label={label}
            value={text(key)}
            error={errors.get(`${path}/${key}`)}
            onChange={(e) => set({ [key]: e.target.value })}
          />
        ))}
      </details>
      {value.type === 'wrapper' ? (
        <div className="footer-editor__nested">
          <FooterItemsEditor
            title="Wrapped items"
            value={value.items ?? []}
            path={`${path}/items`}
            errors={errors}
            onChange={(items) => set({ items })}
          />
        </div>
      ) : null}
    </div>
  )
}
