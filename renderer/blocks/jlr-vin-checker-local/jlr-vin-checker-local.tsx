import { useRef, useState, type FormEvent } from 'react'
import { isWellFormedVin } from '../../../engine/vin/is-well-formed-vin.js'
import { normaliseVin } from '../../../engine/vin/normalise-vin.js'
import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { BlockError } from '../block-error.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'
import { VinInput } from '../../storefront/vin-input/VinInput.js'
import { withDefaults } from '../../html/with-defaults.js'
import { checkVin, type VinCheckOutcome } from './check-vin.js'
import { VIN_CHECKER_DEFAULTS } from './vin-checker-defaults.js'

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; outcome: VinCheckOutcome }

/**
 * Local VIN checker (002 §3, §8): the shopper types a VIN and the block asks the recall table kept in
 * /admin. The answer is the block's positive text (contact the service centre for the parts replacement)
 * or its negative one ("Your vehicle is NOT the affected vehicle."); a VIN that is not one is refused in
 * the browser with invalid_vin_text, and a failed call shows error_msg with "Try again".
 */
export function JlrVinCheckerLocal({ block, attributes: a }: BlockProps<'jlr-vin-checker-local'>) {
  const id = blockDomId(block.id)
  const text = withDefaults(a, VIN_CHECKER_DEFAULTS)
  const input = useRef<HTMLInputElement>(null)
  const [vin, setVin] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const headingId = `${id}-heading`

  const check = async () => {
    const normalised = normaliseVin(vin)
    if (!isWellFormedVin(normalised)) {
      setState({ kind: 'done', outcome: 'invalid' })
      input.current?.focus()
      return
    }
    setState({ kind: 'checking' })
    setState({ kind: 'done', outcome: await checkVin(normalised) })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (state.kind !== 'checking') void check()
  }
  const outcome = state.kind === 'done' ? state.outcome : null

  return (
    <section
      className={classNames(
        'vin-checker',
        `tone-${a.section_class ?? 'grey'}`,
        `vin-checker--${a.section_height ?? 'auto'}`,
      )}
      aria-labelledby={a.heading ? headingId : undefined}
    >
      <div className="container vin-checker__inner">
        {a.heading ? (
          <Heading tag={a.header_tag} size="m" className="vin-checker__heading" id={headingId}>
            {a.heading}
          </Heading>
        ) : null}
        <RichText html={a.paragraph} className="vin-checker__text" />
        <form className="vin-checker__form" onSubmit={submit} noValidate>
          <VinInput
            id={`${id}-vin`}
            inputRef={input}
            label={text.label_text}
            value={vin}
            error={outcome === 'invalid' ? text.invalid_vin_text : null}
            onChange={(value) => {
              setVin(value)
              if (state.kind === 'done') setState({ kind: 'idle' })
            }}
          >
            <button
              type="submit"
              className="button button--primary vin-checker__button"
              aria-busy={state.kind === 'checking'}
            >
              {text.button_text}
            </button>
          </VinInput>
        </form>
        <div className="vin-checker__answer" role="status" aria-live="polite">
          {outcome === 'affected' ? (
            <p className="vin-checker__result vin-checker__result--affected">{text.response_positive}</p>
          ) : outcome === 'clear' ? (
            <p className="vin-checker__result vin-checker__result--clear">{text.response_negative}</p>
          ) : null}
        </div>
        {outcome === 'failed' ? (
          <BlockError message={a.error_msg} retryLabel={a.try_again_btn_label} onRetry={() => void check()} />
        ) : null}
      </div>
    </section>
  )
}
