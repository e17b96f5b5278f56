import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import { ControlIcon } from '../../html/icon-svg.js'

/**
 * A block's dropdown (the info system's model, the vehicle and year of the map update chooser): a label in
 * capitals above a full-width native select with a chevron drawn over its end. The options are `children`.
 */
export function ChoiceSelect({
  id,
  label,
  selectRef,
  className,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string
  label: ReactNode
  selectRef?: Ref<HTMLSelectElement>
  children: ReactNode
}) {
  return (
    <div className={className ? `choice-select ${className}` : 'choice-select'}>
      <label className="choice-select__label" htmlFor={id}>
        {label}
      </label>
      <div className="choice-select__control">
        <select ref={selectRef} id={id} {...rest}>
          {children}
        </select>
        <ControlIcon name="chevron-down" className="choice-select__icon" />
      </div>
    </div>
  )
}
