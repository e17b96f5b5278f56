/**
 * Listens on the editor's document and on the document of each iframe in it once that iframe takes the
 * focus: the canvas is an iframe, and after a click in it key presses go to its document, never reaching the
 * editor's. The iframe's document is read when it takes the focus, so it is the loaded one (not the empty
 * one an iframe starts with). Returns the function that stops all the listening.
 */
export function listenInEditorDocuments(listeners: Record<string, (event: Event) => void>): () => void {
  const documents = new Set<Document>()
  const listen = (doc: Document | null | undefined) => {
    if (!doc || documents.has(doc)) return
    documents.add(doc)
    for (const [type, listener] of Object.entries(listeners)) doc.addEventListener(type, listener)
  }
  const onFocusMoves = () => {
    const focused = document.activeElement
    if (focused?.tagName === 'IFRAME') listen((focused as HTMLIFrameElement).contentDocument)
  }
  listen(document)
  window.addEventListener('blur', onFocusMoves)
  document.addEventListener('focusin', onFocusMoves)
  return () => {
    window.removeEventListener('blur', onFocusMoves)
    document.removeEventListener('focusin', onFocusMoves)
    for (const doc of documents)
      for (const [type, listener] of Object.entries(listeners)) doc.removeEventListener(type, listener)
  }
}
