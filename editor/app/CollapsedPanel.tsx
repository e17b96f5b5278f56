/** A collapsed side panel: a narrow strip with its name that brings it back. */
export function CollapsedPanel({ id, label, onShow }: { id: string; label: string; onShow: () => void }) {
  return (
    <div className="collapsed-panel" id={id}>
      <button
        type="button"
        className="collapsed-panel__show"
        aria-expanded="false"
        aria-controls={id}
        aria-label={`Show ${label.toLowerCase()}`}
        title={`Show ${label.toLowerCase()}`}
        onClick={onShow}
      >
        {label}
      </button>
    </div>
  )
}
