import type { FooterMarket, FooterSettings } from '../../../engine/rules/footer-types.js'
import { Button } from '../../ui/Button.js'
import { Input } from '../../ui/Input.js'
import type { FooterPartProps } from './footer-draft.js'

type Picker = NonNullable<FooterSettings['retailer_picker']>

/**
 * The footer's retailer picker (000 §2): on or off, its heading, where retailers come from, and its markets,
 * each with the languages a visitor chooses from (the first is chosen when the market changes, 000 §4).
 */
export function RetailerPickerEditor({ value, path, errors, onChange }: FooterPartProps<Picker>) {
  const markets = value.markets ?? []
  const setMarket = (i: number, market: FooterMarket) =>
    onChange({ ...value, markets: markets.map((m, j) => (j === i ? market : m)) })
  return (
    <div data-testid="retailer-picker-editor">
      <label className="footer-editor__check">
        <input
          type="checkbox"
          checked={value.enabled === true}
          onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
        />{' '}
        Show the retailer picker
      </label>
      <div className="footer-editor__fields">
        <Input
          dir="auto"
          label="Heading"
          value={value.heading ?? ''}
          error={errors.get(`${path}/heading`)}
          onChange={(e) => onChange({ ...value, heading: e.target.value })}
        />
        <Input
          dir="auto"
          label="Retailers URL"
          hint="{market} and {language} are replaced"
          value={value.retailers_url ?? ''}
          error={errors.get(`${path}/retailers_url`)}
          onChange={(e) => onChange({ ...value, retailers_url: e.target.value })}
        />
      </div>
      {errors.get(`${path}/markets`) ? (
        <p className="ui-field__error">{errors.get(`${path}/markets`)}</p>
      ) : null}
      <ol>
        {markets.map((market, i) => {
          const at = `${path}/markets/${i}`
          const name = market.label?.trim() || `market ${i + 1}`
          const languages = market.languages ?? []
          return (
            <li key={i} className="footer-editor__item" data-testid={`market:${i}`}>
              <div className="footer-editor__fields">
                <Input
                  dir="auto"
                  label="Market code"
                  value={market.code ?? ''}
                  maxLength={2}
                  error={errors.get(`${at}/code`)}
                  onChange={(e) => setMarket(i, { ...market, code: e.target.value })}
                />
                <Input
                  dir="auto"
                  label="Market name"
                  value={market.label ?? ''}
                  error={errors.get(`${at}/label`)}
                  onChange={(e) => setMarket(i, { ...market, label: e.target.value })}
                />
              </div>
              {errors.get(`${at}/languages`) ? (
                <p className="ui-field__error">{errors.get(`${at}/languages`)}</p>
              ) : null}
              <ol className="footer-editor__nested">
                {languages.map((language, l) => {
                  const lat = `${at}/languages/${l}`
                  const setLanguage = (patch: Partial<FooterMarket['languages'][number]>) =>
                    setMarket(i, {
                      ...market,
                      languages: languages.map((x, k) => (k === l ? { ...x, ...patch } : x)),
                    })
                  return (
                    <li key={l} className="footer-editor__fields">
                      <Input
                        dir="auto"
                        label="Language code"
                        value={language.code ?? ''}
                        maxLength={2}
                        error={errors.get(`${lat}/code`)}
                        onChange={(e) => setLanguage({ code: e.target.value })}
                      />
                      <Input
                        dir="auto"
                        label="Language name"
                        value={language.label ?? ''}
                        error={errors.get(`${lat}/label`)}
                        onChange={(e) => setLanguage({ label: e.target.value })}
                      />
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={`Remove language ${language.label || l + 1} of ${name}`}
                        onClick={() =>
                          setMarket(i, { ...market, languages: languages.filter((_, k) => k !== l) })
                        }
                      >
                        Remove
                      </Button>
                    </li>
                  )
                })}
              </ol>
              <span className="nav-tree__actions">
                <Button
                  size="small"
                  onClick={() =>
                    setMarket(i, { ...market, languages: [...languages, { code: '', label: '' }] })
                  }
                >
                  Add language to {name}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => onChange({ ...value, markets: markets.filter((_, j) => j !== i) })}
                >
                  Remove {name}
                </Button>
              </span>
            </li>
          )
        })}
      </ol>
      <Button
        size="small"
        onClick={() =>
          onChange({
            ...value,
            markets: [...markets, { code: '', label: '', languages: [{ code: '', label: '' }] }],
          })
        }
      >
        Add market
      </Button>
    </div>
  )
}
