import type { FinanceInput } from '../../../engine/finance/finance-input-config.js'
import { financeInputOptions } from '../../../engine/finance/finance-input-options.js'
import { FinanceSlider } from '../../storefront/finance/FinanceSlider.js'
import { FinanceChoice } from './finance-choice.js'

/** The most choice buttons the mena style shows for one input; a longer range gets a slider. */
const MOST_CHOICES = 8

/**
 * One input of a finance product as the calculator style shows it: a fixed value (a range of one, such as
 * a fixed rate) as text, choice buttons in the mena style when the range is short, else a slider with a
 * typed field.
 */
export function FinanceInputField({
  id,
  label,
  unit,
  input,
  value,
  choices,
  text,
  onChange,
}: {
  /** Unique in the page: the slider's id, the choice group's name. */
  id: string
  label: string
  unit: string
  input: FinanceInput
  value: number
  /** Show short ranges as choice buttons (the mena style). */
  choices: boolean
  /** How a value reads with its unit ("20%", "$5,000", "4 years"). */
  text: (value: number) => string
  onChange: (value: number) => void
}) {
  if (input.min === input.max)
    return (
      <p className="finance-block__fixed">
        <span>{label}</span>
        <strong>
          <bdi>{text(input.min)}</bdi>
        </strong>
      </p>
    )
  const options = choices ? financeInputOptions(input, MOST_CHOICES) : null
  if (options)
    return (
      <FinanceChoice
        name={id}
        label={label}
        options={options}
        value={value}
        text={text}
        onChange={onChange}
      />
    )
  return <FinanceSlider id={id} label={label} unit={unit} input={input} value={value} onChange={onChange} />
}
