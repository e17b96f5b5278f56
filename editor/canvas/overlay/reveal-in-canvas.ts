import { revealClicks } from './reveal-clicks.js'

/**
 * Opens whatever hides an element of the canvas: the tab panel of a tabs or image-tabs block (by clicking
 * its tab, the way an editor would) and the option panel of an info system (by choosing it in its
 * dropdown). Works on the renderer's markup (WAI-ARIA tabs, the info system's select), so no renderer
 * component knows about the editor. Returns whether anything was opened.
 */
export function revealInCanvas(element: Element): boolean {
  let opened = false
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (!node.hidden) continue
    if (node.getAttribute('role') === 'tabpanel' && node.id) opened = openTab(node) || opened
    else if (node.classList.contains('info-system__panel')) opened = openInfoOption(node) || opened
  }
  return opened
}

/** Clicks the tab that controls a tab panel. */
export function openTab(panel: HTMLElement): boolean {
  const tab = panel.ownerDocument.querySelector<HTMLElement>(
    `[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`,
  )
  if (!tab) return false
  const view = panel.ownerDocument.defaultView
  if (!view) return false
  const click = new view.MouseEvent('click', { bubbles: true, cancelable: true })
  revealClicks.add(click)
  tab.dispatchEvent(click)
  return true
}

function openInfoOption(panel: HTMLElement): boolean {
  const section = panel.closest('.info-system')
  const select = section?.querySelector('select')
  const view = panel.ownerDocument.defaultView
  if (!section || !select || !view) return false
  const panels = [...section.querySelectorAll('.info-system__panel')].filter(
    (other) => other.closest('.info-system') === section,
  )
  const index = panels.indexOf(panel)
  if (index < 0) return false
  // React tracks a select's value: set it through the prototype's setter so the change event counts.
  const setter = Object.getOwnPropertyDescriptor(view.HTMLSelectElement.prototype, 'value')?.set
  setter?.call(select, String(index))
  select.dispatchEvent(new view.Event('change', { bubbles: true }))
  return true
}
