import { useMemo, useState } from 'react'
import { FINANCE_INPUT_DEFAULTS, type FinanceInput } from '../../../engine/finance/finance-input-config.js'
import { financeInputConfigFrom } from '../../../engine/finance/finance-input-config-from.js'
import { financeInputValues, type FinanceInputValues } from '../../../engine/finance/finance-input-values.js'
import { financeModels } from '../../../engine/finance/finance-models.js'
import { FINANCE_VARIANTS } from '../../../engine/finance/finance-variants.js'
import { quoteFromInputs } from '../../../engine/finance/quote-from-inputs.js'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import type { BlockProps } from '../../block-props.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import type { FinanceCalculatorData } from './finance-calculator-data.js'
import { FinanceInputField } from './finance-input-field.js'
import { FinanceSummary } from './finance-summary.js'
import { LabelledSelect } from './labelled-select.js'
import { ModelCards } from './model-cards.js'
import { moneyText } from './money-text.js'
import { ProductChoice } from './product-choice.js'

const INPUT_KEYS = ['down_payment', 'duration', 'interest_rate'] as const

/**
 * The finance calculator (002 §3): the shopper picks a model and a finance product, moves the product's
 * deposit, duration and rate inputs, and reads the quote the engine computes (engine/finance, the formulas
 * of docs/decisions/037). Default style: model cards, product radios, sliders. Mena style: dropdowns,
 * choice buttons for short ranges, the model's picture and free items. Every product's description and
 * disclaimer are rendered (hidden but the chosen one's), since rich text inside an island keeps the
 * server's HTML. Without loader data (the editor) it offers the models of models_info in the default price format.
 */
export function JlrFinanceCalculator({ block, attributes: a, data }: BlockProps<'jlr-finance-calculator'>) {
  // Ids from the block's: an island hydrates as its own root, where useId() would not match the server's.
  const base = `finance-${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const loaded = data as FinanceCalculatorData | undefined
  const models = useMemo(
    () =>
      loaded?.models ??
      financeModels({ catalogue: [], filter: a.nameplate_key_filter, modelsInfo: a.models_info }),
    [loaded, a.nameplate_key_filter, a.models_info],
  )
  const priceSettings = loaded?.priceSettings ?? DEFAULT_PRICE_SETTINGS
  const products = useMemo(() => a.products ?? [], [a.products])
  // A product without its own rate quotes at the site's, so a model's figures match the vehicle pages'.
  const siteRate = loaded?.siteRatePercent
  const configs = useMemo(
    () => products.map((product) => financeInputConfigFrom(product.input_configuration, siteRate)),
    [products, siteRate],
  )
  const mena = a.calculator_style === 'mena'
  const [modelKey, setModelKey] = useState(models[0]?.key ?? '')
  const [productIndex, setProductIndex] = useState(0)
  const [chosen, setChosen] = useState<Partial<FinanceInputValues>[]>([])
  const tag = a.header_tag ?? 'H2'
  const subLevel = Math.min(6, Number(tag.slice(1)) + 1) as 2 | 3 | 4 | 5 | 6

  const model = models.find((m) => m.key === modelKey) ?? models[0]
  const product = products[productIndex]
  const config = configs[productIndex] ?? FINANCE_INPUT_DEFAULTS
  const values = financeInputValues(config, chosen[productIndex])
  const quote =
    model && product
      ? quoteFromInputs({
          product: product.finance_product,
          price: model.price,
          config,
          values,
          depositContribution: product.deposit_contribution ?? 0,
        })
      : null

  const setValue = (key: keyof FinanceInputValues, value: number) =>
    setChosen((previous) => {
      const next = [...previous]
      next[productIndex] = { ...values, [key]: value }
      return next
    })
  const profit = product ? FINANCE_VARIANTS[product.finance_product].rateTerm === 'profit' : false
  const fallbackLabel = {
    down_payment: 'Deposit',
    duration: 'Duration',
    interest_rate: profit ? 'Profit rate' : 'Interest rate',
  }
  const unitOf = (input: FinanceInput) =>
    input.unit === 'percent'
      ? '%'
      : input.unit === 'amount'
        ? priceSettings.symbol
        : input.unit === 'months'
          ? (a.months_label ?? 'months')
          : (a.years_label ?? 'years')
  const textOf = (input: FinanceInput) => (value: number) =>
    input.unit === 'percent'
      ? `${value}%`
      : input.unit === 'amount'
        ? moneyText(value, priceSettings)
        : `${value} ${unitOf(input)}`

  const header = (
    <>
      {a.heading ? (
        <Heading tag={tag} size="m" className="finance-block__heading">
          {a.heading}
        </Heading>
      ) : null}
      <RichText html={a.paragraph} className="finance-block__intro" />
    </>
  )
  // No loader data is the editor's canvas: the catalogue's models show on the site and in the preview.
  if (!loaded && !models.length)
    return (
      <p className="finance-block__placeholder">
        Finance calculator: the models of {a.nameplate_key_filter?.trim() || 'the site catalogue'}
      </p>
    )
  if (!model || !product || !quote)
    return (
      <section className="finance-block">
        <div className="container">
          {header}
          <p className="finance-block__empty">{a.no_models_text}</p>
        </div>
      </section>
    )

  const modelChooser = mena ? (
    <LabelledSelect
      id={`${base}-model`}
      label={a.model_label ?? ''}
      options={models.map((m) => ({ value: m.key, text: m.name }))}
      value={model.key}
      onChange={setModelKey}
    />
  ) : (
    <ModelCards
      name={`${base}-model`}
      legend={a.model_label ?? ''}
      priceLabel={a.price_label ?? ''}
      models={models}
      selected={model.key}
      priceSettings={priceSettings}
      onSelect={setModelKey}
    />
  )
  const productNames = products.map((p) => p.name)
  const productChooser =
    products.length < 2 ? null : mena ? (
      <LabelledSelect
        id={`${base}-product`}
        label={a.product_label ?? ''}
        options={productNames.map((text, i) => ({ value: String(i), text }))}
        value={String(productIndex)}
        onChange={(value) => setProductIndex(Number(value))}
      />
    ) : (
      <ProductChoice
        name={`${base}-product`}
        legend={a.product_label ?? ''}
        names={productNames}
        selected={productIndex}
        onSelect={setProductIndex}
      />
    )
  const descriptions = products.map((p, i) => (
    <RichText
      key={i}
      html={p.description}
      className={classNames('finance-block__description', i !== productIndex && 'finance-block__hidden')}
    />
  ))
  const inputs = (
    <div className="finance-block__inputs">
      {descriptions}
      {INPUT_KEYS.map((key) => {
        const input = config[key]
        return (
          <FinanceInputField
            key={`${productIndex}-${key}`}
            id={`${base}-${productIndex}-${key}`}
            label={input.label ?? fallbackLabel[key]}
            unit={unitOf(input)}
            input={input}
            value={values[key]}
            choices={mena}
            text={textOf(input)}
            onChange={(value) => setValue(key, value)}
          />
        )
      })}
    </div>
  )
  const summary = (
    <FinanceSummary
      id={`${base}-summary`}
      quote={quote}
      model={model}
      outputConfig={a.output_configuration}
      priceSettings={priceSettings}
      labels={{
        heading: a.summary_heading ?? '',
        freeItems: a.free_items_label ?? '',
        months: a.months_label ?? 'months',
      }}
      headingLevel={subLevel}
      showFreeItems={!a.hide_free_items}
    />
  )
  const SubHeading = `h${Math.min(6, subLevel + 1)}` as 'h4'
  const panels = products.map((p, i) => (
    <div key={i} className="finance-block__product" hidden={i !== productIndex}>
      {p.links?.length ? (
        <ul className="finance-block__links">
          {p.links.map((link, j) => (
            <li key={`${j}-${link.url}`}>
              <LinkAnchor link={link} />
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonGroup buttons={p.buttons} className="finance-block__buttons" />
      {p.disclaimer_title || p.disclaimer_body ? (
        <div className="finance-block__disclaimer">
          {p.disclaimer_title ? <SubHeading>{p.disclaimer_title}</SubHeading> : null}
          <RichText html={p.disclaimer_body} />
        </div>
      ) : null}
    </div>
  ))

  return (
    <section className={classNames('finance-block', mena ? 'finance-block--mena' : 'finance-block--default')}>
      <div className="container">
        {header}
        {mena ? (
          <div className="finance-block__layout">
            <div className="finance-block__choose">
              {modelChooser}
              {productChooser}
              {model.image ? (
                <ResponsiveImage
                  image={model.image}
                  sizes="(min-width: 1024px) 33vw, 100vw"
                  width={1024}
                  height={576}
                  max={1024}
                  className="finance-block__picture"
                />
              ) : null}
            </div>
            {inputs}
            {summary}
          </div>
        ) : (
          <>
            {modelChooser}
            {productChooser}
            <div className="finance-block__layout">
              {inputs}
              {summary}
            </div>
          </>
        )}
        {panels}
        <RichText html={a.disclaimers} className="finance-block__disclaimers" />
      </div>
    </section>
  )
}
