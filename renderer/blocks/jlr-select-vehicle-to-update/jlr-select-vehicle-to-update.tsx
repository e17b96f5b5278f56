import { useEffect, useRef, useState } from 'react'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import { matchingUpdateKeys } from '../../../engine/vehicle-updates/matching-update-keys.js'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading } from '../../html/heading.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { RichText } from '../../html/rich-text.js'
import { subheadingTag } from '../../html/subheading-tag.js'
import { uiText } from '../../html/ui-text.js'
import { Modal } from '../../layout/Modal.js'
import { ChoiceButton } from '../../storefront/choice-select/ChoiceButton.js'
import { ChoiceSelect } from '../../storefront/choice-select/ChoiceSelect.js'

/**
 * Select vehicle to update (002 §3): the shopper picks a model, then one of its years (the
 * subblocks_mapper's dropdowns); the result line says how many updates apply ({amount}, {parent}, {child}
 * in result_text_label) and each applying update is a button that opens its modal (title, description and
 * a link). The result is announced politely to screen readers; without JavaScript every update is listed.
 */
export function JlrSelectVehicleToUpdate({
  block,
  attributes: a,
}: BlockProps<'jlr-select-vehicle-to-update'>) {
  const t = uiText(useRenderContext().locale)
  const [parentKey, setParentKey] = useState('')
  const [childKey, setChildKey] = useState('')
  const [open, setOpen] = useState(false)
  // A model chosen before the island hydrated is in the DOM but not in the state: take it over.
  const parentSelect = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    const early = parentSelect.current?.value
    if (early) setParentKey(early)
  }, [])
  // The update in the modal stays while the modal fades out after closing.
  const [shown, setShown] = useState<number | null>(null)
  const mapper = a.subblocks_mapper
  const models = mapper?.dropdowns ?? []
  const model = models.find((m) => m.key === parentKey)
  const year = model?.children.find((c) => c.key === childKey)
  const keys = matchingUpdateKeys(mapper, parentKey, year ? childKey : '')
  const updates = (a.groups ?? [])
    .map((group, index) => ({ group, index }))
    .filter(({ group }) => keys.includes(group.subblock_key))
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const headingId = `${base}-heading`
  const current = shown === null ? undefined : a.groups?.[shown]
  const values = { amount: updates.length, parent: model?.label ?? '', child: year?.label ?? '' }
  const result =
    model && year
      ? fillPlaceholders(
          updates.length
            ? (a.result_text_label ?? '{amount} updates available for your {parent} {child}')
            : (a.no_result_text ?? 'There are no updates for your {parent} {child}.'),
          values,
        )
      : ''
  return (
    <section className="vehicle-updates" aria-labelledby={a.heading ? headingId : undefined}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" id={headingId} className="vehicle-updates__heading">
            {a.heading}
          </Heading>
        ) : null}
        <RichText html={a.paragraph} className="vehicle-updates__text" />
        <div className="vehicle-updates__choose">
          <ChoiceSelect
            id={`${base}-parent`}
            label={a.parent_label || 'Model'}
            selectRef={parentSelect}
            value={parentKey}
            onChange={(event) => {
              setParentKey(event.target.value)
              setChildKey('')
            }}
          >
            <option value="">{a.parent_placeholder || 'Select your model'}</option>
            {models.map((m) => (
              <option key={m.key} value={m.key}>
                {m.label}
              </option>
            ))}
          </ChoiceSelect>
          <ChoiceSelect
            id={`${base}-child`}
            label={a.child_label || 'Model year'}
            value={childKey}
            disabled={!model}
            onChange={(event) => setChildKey(event.target.value)}
          >
            <option value="">{a.child_placeholder || 'Select the model year'}</option>
            {(model?.children ?? []).map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </ChoiceSelect>
        </div>
        {/* Without JavaScript the dropdowns cannot filter: every update is listed with its details instead. */}
        <noscript>
          <ul className="vehicle-updates__all">
            {(a.groups ?? []).map((group, i) => {
              const Title = subheadingTag(a.header_tag)
              return (
                <li key={i}>
                  <Title className="vehicle-updates__modal-title heading--s">
                    {group.modal_title || group.button_text}
                  </Title>
                  {group.modal_description ? (
                    <p className="vehicle-updates__modal-text">{group.modal_description}</p>
                  ) : null}
                  {group.modal_button ? (
                    <LinkAnchor link={group.modal_button} className="button button--secondary" />
                  ) : null}
                </li>
              )
            })}
          </ul>
        </noscript>
        <div className="vehicle-updates__result" aria-live="polite">
          {result ? <p className="vehicle-updates__result-text">{result}</p> : null}
        </div>
        {updates.length ? (
          <ul className="vehicle-updates__list">
            {updates.map(({ group, index }) => (
              <li key={index}>
                <ChoiceButton
                  className="vehicle-updates__update"
                  icon={<ControlIcon name="chevron-next" className="icon--directional" />}
                  onClick={() => {
                    setShown(index)
                    setOpen(true)
                  }}
                >
                  <span>{group.button_text}</span>
                </ChoiceButton>
              </li>
            ))}
          </ul>
        ) : null}
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          label={current?.modal_title || current?.button_text || ''}
          closeLabel={t.close}
          className="vehicle-updates__modal"
        >
          <h2 className="heading--m vehicle-updates__modal-title">
            {current?.modal_title || current?.button_text}
          </h2>
          {current?.modal_description ? (
            <p className="vehicle-updates__modal-text">{current.modal_description}</p>
          ) : null}
          {current?.modal_button ? (
            <LinkAnchor link={current.modal_button} className="button button--primary" />
          ) : null}
        </Modal>
      </div>
    </section>
  )
}
