import { STOCK_CATALOGUE } from '../generate/stock-catalogue.js'
import { STOCK_IMAGE_IDS } from '../generate/stock-image-ids.js'

/** A model of the content API's catalogue, with its specification groups. */
export interface VehicleModel {
  id: string
  brand: string
  model_group: string
  name: string
  position: number
  data: Record<string, unknown>
  specs: { category: string; items: { key: string; label: string; value: string }[] }[]
}

/** The content API's model catalogue (/vehicles, /compare/spec/{id}), made from the stock catalogue. */
export function vehicleModels(): VehicleModel[] {
  return STOCK_CATALOGUE.map((model, position) => {
    const images = STOCK_IMAGE_IDS[model.brand] ?? []
    const strongest = model.engines.reduce((a, b) => (b.power > a.power ? b : a))
    return {
      id: model.id,
      brand: model.brand,
      model_group: model.modelGroup,
      name: model.name,
      position,
      data: {
        id: model.id,
        name: model.name,
        brand: model.brand,
        model_group: model.modelGroup,
        nameplate_external_code: model.externalCode,
        body_type: model.bodyType,
        image_id: images[position % Math.max(images.length, 1)] ?? null,
        price_from: model.basePrice,
        currency: 'AUD',
        seats: model.seats,
        engines: model.engines.map((engine) => engine.code),
        // Each engine's figures: what a derivative (model-summary's engine_key) shows of its engine.
        engine_details: model.engines.map((engine) => ({
          code: engine.code,
          fuels: engine.fuels,
          power_kw: engine.power,
          drivetrain: engine.drivetrain,
        })),
        versions: model.versions,
        discontinued: model.until !== undefined,
        offer: position % 3 === 0 ? { label: 'Drive away offer', valid_until: '2025-12-31' } : null,
      },
      specs: [
        {
          category: 'Performance',
          items: [
            { key: 'maximum_power', label: 'Maximum power', value: `${strongest.power} kW` },
            {
              key: 'engines',
              label: 'Engines',
              value: model.engines.map((engine) => engine.code).join(', '),
            },
            {
              key: 'drivetrain',
              label: 'Drivetrain',
              value: [...new Set(model.engines.map((engine) => engine.drivetrain))].join(', '),
            },
          ],
        },
        {
          category: 'Practicality',
          items: [
            { key: 'seats', label: 'Seats', value: model.seats.join(' or ') },
            { key: 'body_type', label: 'Body type', value: model.bodyType },
          ],
        },
        {
          category: 'Pricing',
          items: [
            { key: 'price_from', label: 'From', value: `AUD ${model.basePrice.toLocaleString('en-AU')}` },
          ],
        },
      ],
    }
  })
}
