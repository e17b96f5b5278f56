import { useState } from 'react'
import { estimatedRange, type RangeChoice } from '../../../engine/block-data/estimated-range.js'
import type { RangeData } from '../../../engine/block-data/range-data.js'
import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'
import { fahrenheit, KM_PER_MILE } from './unit-conversions.js'

// Digits as the rest of the storefront writes them, and the same on the server and in the browser.
const number = new Intl.NumberFormat('en')

/**
 * Range calculator (002 §3, §9): the estimated range of an electric vehicle for the shopper's wheel size,
 * average speed, outside temperature and climate control, from the factors of its data_url (decision 041),
 * kept within minimal_range and maximal_range (187 to 493 km) and drawn on a scale between them. Distances
 * and speeds in km or miles, temperatures in °C or °F. In the editor, where no data is loaded, it names
 * its data file.
 */
export function RangeCalculator({ block, attributes: a, data }: BlockProps<'range-calculator'>) {
  const id = blockDomId(block.id)
  const range = data as RangeData | undefined
  const [choice, setChoice] = useState<RangeChoice | null>(range ? range.defaults : null)
  const miles = a.distance_unit === 'mi'
  const unit = miles ? 'mi' : 'km'
  const minimal = a.minimal_range ?? 187
  const maximal = a.maximal_range ?? 493
  const distance = (km: number) => number.format(Math.round(miles ? km / KM_PER_MILE : km))
  const speed = (kmh: number) =>
    `${number.format(Math.round(miles ? kmh / KM_PER_MILE : kmh))} ${miles ? 'mph' : 'km/h'}`
  const temperature = (c: number) =>
    a.temperature_unit === 'fahrenheit' ? `${number.format(fahrenheit(c))} °F` : `${number.format(c)} °C`
  const wheelLabel = (inches: number) =>
    ({ 18: a.wheel_18_label, 20: a.wheel_20_label, 22: a.wheel_22_label })[inches] || `${inches} inch`

  if (!range || !choice)
    return (
      <section className="range-calc range-calc--placeholder">
        <div className="container">
          <p>Range calculator: {a.data_url || 'no data URL'}</p>
        </div>
      </section>
    )
  const km = estimatedRange(range, choice, minimal, maximal)
  const low = Math.min(minimal, maximal)
  const share = maximal === minimal ? 1 : (km - low) / (Math.max(minimal, maximal) - low)
  const set = (change: Partial<RangeChoice>) => setChoice({ ...choice, ...change })
  const slider = (
    key: 'speed' | 'temperature',
    label: string,
    list: RangeData['speeds'],
    show: (value: number) => string,
  ) => {
    const index = Math.max(
      0,
      list.findIndex((f) => f.value === choice[key]),
    )
    return (
      <div className="range-calc__control">
        <label htmlFor={`${id}-${key}`} className="range-calc__label">
          {label}
          <bdi className="range-calc__value" dir="ltr">
            {show(list[index]!.value)}
          </bdi>
        </label>
        <input
          id={`${id}-${key}`}
          type="range"
          min={0}
          max={list.length - 1}
          step={1}
          value={index}
          aria-valuetext={show(list[index]!.value)}
          onChange={(e) => set({ [key]: list[Number(e.target.value)]?.value ?? choice[key] })}
        />
        <span className="range-calc__ends" aria-hidden="true">
          <bdi dir="ltr">{show(list[0]!.value)}</bdi>
          <bdi dir="ltr">{show(list[list.length - 1]!.value)}</bdi>
        </span>
      </div>
    )
  }

  return (
    <section className="range-calc" aria-labelledby={a.heading ? `${id}-heading` : undefined}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" className="range-calc__heading" id={`${id}-heading`}>
            {a.heading}
          </Heading>
        ) : null}
        <RichText html={a.paragraph} className="range-calc__intro" />
        <div className="range-calc__layout">
          <form className="range-calc__controls" onSubmit={(e) => e.preventDefault()}>
            <fieldset className="range-calc__choices">
              <legend className="range-calc__label">{a.wheels_label || 'Wheel size'}</legend>
              {range.wheels.map((wheel) => (
                <label key={wheel.value} className="range-calc__choice">
                  <input
                    type="radio"
                    name={`${id}-wheel`}
                    checked={choice.wheel === wheel.value}
                    onChange={() => set({ wheel: wheel.value })}
                  />
                  <span>{wheelLabel(wheel.value)}</span>
                </label>
              ))}
            </fieldset>
            {slider('speed', a.speed_label || 'Average speed', range.speeds, speed)}
            {slider(
              'temperature',
              a.temperature_label || 'Outside temperature',
              range.temperatures,
              temperature,
            )}
            <fieldset className="range-calc__choices">
              <legend className="range-calc__label">{a.climate_label || 'Climate control'}</legend>
              {([true, false] as const).map((on) => (
                <label key={String(on)} className="range-calc__choice">
                  <input
                    type="radio"
                    name={`${id}-climate`}
                    checked={choice.climate === on}
                    onChange={() => set({ climate: on })}
                  />
                  <span>{on ? a.climate_on_label || 'On' : a.climate_off_label || 'Off'}</span>
                </label>
              ))}
            </fieldset>
          </form>
          <div className="range-calc__result">
            <p className="range-calc__result-label" id={`${id}-result`}>
              {a.result_label || 'Estimated range'}
            </p>
            <p className="range-calc__result-value" aria-live="polite" aria-labelledby={`${id}-result`}>
              <bdi dir="ltr">
                <span className="range-calc__number">{distance(km)}</span>{' '}
                <span className="range-calc__unit">{unit}</span>
              </bdi>
            </p>
            <div className="range-calc__scale" aria-hidden="true">
              <span className="range-calc__bar">
                <span className="range-calc__fill" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
              </span>
              <span className="range-calc__ends">
                <bdi dir="ltr">
                  {distance(low)} {unit}
                </bdi>
                <bdi dir="ltr">
                  {distance(Math.max(minimal, maximal))} {unit}
                </bdi>
              </span>
            </div>
          </div>
        </div>
        <RichText html={a.disclaimer} className="range-calc__disclaimer" />
      </div>
    </section>
  )
}
