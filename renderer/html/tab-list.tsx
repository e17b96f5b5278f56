import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useRenderContext } from '../context/render-context.js'
import { classNames } from './class-names.js'
import { tabIds } from './tab-ids.js'

/**
 * The WAI-ARIA tabs pattern's tab list: one tab in the Tab order (the selected one), arrow keys move and
 * select (mirrored in right-to-left), Home and End jump to the ends. The block renders the panels with
 * tabIds() so each tab controls its panel.
 */
export function TabList({
  blockId,
  tabs,
  selected,
  onSelect,
  label,
  className,
}: {
  blockId: string
  tabs: readonly { label: string; icon?: ReactNode }[]
  selected: number
  onSelect: (index: number) => void
  /** The tab list's accessible name, usually the block heading. */
  label?: string
  className?: string
}) {
  const { dir } = useRenderContext()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  function move(event: KeyboardEvent, from: number) {
    const last = tabs.length - 1
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let to: number
    if (event.key === forward) to = from === last ? 0 : from + 1
    else if (event.key === back) to = from === 0 ? last : from - 1
    else if (event.key === 'Home') to = 0
    else if (event.key === 'End') to = last
    else return
    event.preventDefault()
    onSelect(to)
    refs.current[to]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className={classNames('tab-list', className)}>
      {tabs.map((tab, i) => {
        const ids = tabIds(blockId, i)
        const isSelected = i === selected
        return (
          <button
            key={ids.tab}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={ids.tab}
            className="tab-list__tab"
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={(event) => move(event, i)}
          >
            {tab.icon}
            <span className="tab-list__label">{tab.label}</span>
          </button>
        )
      })}
    </div>
  )
}
