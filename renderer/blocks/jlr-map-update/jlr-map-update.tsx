import { useEffect, useRef, useState, type FormEvent } from 'react'
import { isMapUpdateVin } from '../../../engine/vin/is-map-update-vin.js'
import { normaliseVin } from '../../../engine/vin/normalise-vin.js'
import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { useRenderContext } from '../../context/render-context.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { subHeadingTag } from '../../html/sub-heading-tag.js'
import { Icon } from '../../html/icon.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { RichText } from '../../html/rich-text.js'
import { uiText } from '../../html/ui-text.js'
import { VinInput } from '../../storefront/vin-input/VinInput.js'
import { withDefaults } from '../../html/with-defaults.js'
import { DownloadLink } from './download-link.js'
import { MAP_UPDATE_DEFAULTS } from './map-update-defaults.js'

type Step = 1 | 2 | 3

/**
 * Map update (002 §2, §4, §5, §9): step 1 finds the vehicle by its VIN (a Jaguar Land Rover VIN, else
 * "VIN not recognised..."), step 2 asks for the terms before the app and map downloads work (with "Change
 * vehicle" back to step 1), step 3 explains copying to USB with the notes on size and format, and offers
 * "Download again" and "Update a new vehicle". Every step is in the server's HTML (the later ones hidden),
 * so the rich texts render once, on the server; moving to a step puts the focus on its heading.
 */
export function JlrMapUpdate({ block, attributes: a }: BlockProps<'jlr-map-update'>) {
  const id = blockDomId(block.id)
  const t = uiText(useRenderContext().locale)
  // The block's labels and messages, the schema's defaults where a stored block has none.
  const text = withDefaults(a, MAP_UPDATE_DEFAULTS)
  const [step, setStep] = useState<Step>(1)
  const [typed, setTyped] = useState('')
  const [vin, setVin] = useState('')
  const [notRecognised, setNotRecognised] = useState(false)
  const [agreed, setAgreed] = useState(false)
  const panels = useRef<Record<Step, HTMLDivElement | null>>({ 1: null, 2: null, 3: null })
  const moved = useRef(false)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (moved.current) panels.current[step]?.focus()
  }, [step])
  const go = (next: Step) => {
    moved.current = true
    setStep(next)
  }

  const find = (event: FormEvent) => {
    event.preventDefault()
    const normalised = normaliseVin(typed)
    if (!isMapUpdateVin(normalised)) {
      setNotRecognised(true)
      input.current?.focus()
      return
    }
    setNotRecognised(false)
    setVin(normalised)
    go(2)
  }
  const startAgain = () => {
    setTyped('')
    setVin('')
    setAgreed(false)
    go(1)
  }

  const labels: Record<Step, string> = { 1: text.step1_label, 2: text.step2_label, 3: text.step3_label }
  const tag = subHeadingTag(a.header_tag)
  const termsId = `${id}-terms-note`
  const panel = (n: Step) => ({
    ref: (el: HTMLDivElement | null) => {
      panels.current[n] = el
    },
    className: 'map-update__panel',
    hidden: step !== n,
    tabIndex: -1,
    'aria-labelledby': `${id}-step-${n}`,
  })

  return (
    <section className="map-update" aria-labelledby={a.heading ? `${id}-heading` : undefined}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" className="map-update__heading" id={`${id}-heading`}>
            {a.heading}
          </Heading>
        ) : null}
        <RichText html={a.paragraph} className="map-update__intro" />
        <ol className="map-update__steps">
          {([1, 2, 3] as const).map((n) => (
            <li
              key={n}
              className={classNames('map-update__crumb', n === step && 'is-current', n < step && 'is-done')}
              aria-current={n === step ? 'step' : undefined}
            >
              <span className="map-update__crumb-number" aria-hidden="true">
                {n}
              </span>
              <span className="visually-hidden">{t.step(n)}: </span>
              {labels[n]}
            </li>
          ))}
        </ol>

        <div {...panel(1)}>
          <Heading tag={tag} size="m" className="map-update__step-heading" id={`${id}-step-1`}>
            {text.step1_heading}
          </Heading>
          <RichText html={a.step1_text} className="map-update__text" />
          {a.boxes?.length ? (
            <ul className="map-update__boxes">
              {a.boxes.map((box, i) => (
                <li key={i} className="map-update__box">
                  <Icon name={box.icon} className="map-update__box-icon" />
                  <p className="map-update__box-title">{box.box_title}</p>
                  {box.text ? <p className="map-update__box-text">{box.text}</p> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <form className="map-update__form" onSubmit={find} noValidate>
            <VinInput
              id={`${id}-vin`}
              inputRef={input}
              label={text.input_label}
              value={typed}
              error={notRecognised ? text.vin_error_text : null}
              help={
                a.vin_tooltip ? (
                  <details className="map-update__tooltip">
                    <summary>{text.vin_tooltip_label}</summary>
                    <p>{a.vin_tooltip}</p>
                  </details>
                ) : null
              }
              onChange={(value) => {
                setTyped(value)
                setNotRecognised(false)
              }}
            >
              <button type="submit" className="button button--primary map-update__find">
                {text.button_label}
              </button>
            </VinInput>
          </form>
          {a.retailer_text || a.retailer_link ? (
            <p className="map-update__retailer">
              {a.retailer_text}{' '}
              {a.retailer_link ? <LinkAnchor link={a.retailer_link} className="map-update__link" /> : null}
            </p>
          ) : null}
        </div>

        <div {...panel(2)}>
          <Heading tag={tag} size="m" className="map-update__step-heading" id={`${id}-step-2`}>
            {text.step2_heading}
          </Heading>
          <p className="map-update__vehicle">
            <span>{text.vehicle_label}: </span>
            <strong dir="ltr" className="map-update__vin">
              {vin}
            </strong>{' '}
            <button type="button" className="map-update__change" onClick={startAgain}>
              {text.change_vehicle_label}
            </button>
          </p>
          <RichText html={a.step2_text} className="map-update__text" />
          <div className="map-update__terms">
            <label className="map-update__check">
              <input
                type="checkbox"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
                aria-describedby={agreed ? undefined : termsId}
              />
              <span>{text.terms_checkbox_text}</span>
            </label>
            {a.terms_link ? <LinkAnchor link={a.terms_link} className="map-update__link" /> : null}
            {agreed ? null : (
              <p className="map-update__terms-note" id={termsId}>
                {text.terms_tooltip}
              </p>
            )}
          </div>
          <Heading tag={subHeadingTag(tag)} size="s" className="map-update__sub-heading">
            {text.app_heading}
          </Heading>
          <div className="map-update__downloads">
            <DownloadLink link={a.download_mac_link} label={text.download_mac_label} enabled={agreed} />
            <DownloadLink
              link={a.download_windows_link}
              label={text.download_windows_label}
              enabled={agreed}
            />
          </div>
          {a.maps?.length ? (
            <>
              <Heading tag={subHeadingTag(tag)} size="s" className="map-update__sub-heading">
                {text.maps_heading}
              </Heading>
              <ul className="map-update__maps">
                {a.maps.map((map, i) => (
                  <li key={i} className="map-update__map">
                    <span className="map-update__region">{map.region}</span>
                    {map.size_text ? <span className="map-update__size">{map.size_text}</span> : null}
                    <DownloadLink
                      link={map.link}
                      label={map.link?.label || map.region}
                      enabled={agreed}
                      secondary
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <button
            type="button"
            className="button button--primary map-update__next"
            disabled={!agreed}
            onClick={() => go(3)}
          >
            {text.downloaded_label}
          </button>
        </div>

        <div {...panel(3)}>
          <Heading tag={tag} size="m" className="map-update__step-heading" id={`${id}-step-3`}>
            {text.step3_heading}
          </Heading>
          <RichText html={a.step3_text} className="map-update__text" />
          <RichText html={a.notes} className="map-update__notes" />
          <div className="map-update__actions">
            <button type="button" className="button button--secondary" onClick={() => go(2)}>
              {text.download_again_label}
            </button>
            <button type="button" className="button button--primary" onClick={startAgain}>
              {text.new_vehicle_label}
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}
