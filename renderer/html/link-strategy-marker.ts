import { createContext, type ComponentType } from 'react'
import type { Link } from '../../templates/generated/types.js'

/**
 * What the editor's canvas draws beside a link or button that carries an active dynamic-content strategy
 * (decision 055): LinkAnchor renders it right after the anchor. Only the canvas provides one, so the live
 * page and the cached HTML never carry it; the renderer never imports the editor's marker.
 */
export const LinkStrategyMarker = createContext<ComponentType<{ link: Link }> | null>(null)
