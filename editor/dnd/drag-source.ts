/** What a draggable carries in its dnd-kit data: a library template or a block on the page. */
export type DragSource =
  { kind: 'template'; key: string; label: string } | { kind: 'block'; blockId: string; label: string }
