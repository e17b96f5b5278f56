import { STOCK_CATALOGUE } from '../generate/stock-catalogue.js'

/** What the trade-in form offers (000 §3): body types, brands, models (per brand) and fuel types. */
export interface TradeInOptions {
  bodyTypes: { id: string; name: string }[]
  brands: { id: string; name: string }[]
  models: { id: string; name: string; brand: string }[]
  fuelTypes: { id: string; name: string }[]
}

const BRANDS = ['Land Rover', 'Jaguar', 'Audi', 'BMW', 'Lexus', 'Mercedes-Benz', 'Porsche', 'Toyota', 'Volvo']
const OTHER_MODELS: Record<string, string[]> = {
  Audi: ['A4', 'Q5', 'Q7'],
  BMW: ['3 Series', 'X3', 'X5'],
  Lexus: ['NX', 'RX'],
  'Mercedes-Benz': ['C-Class', 'GLC', 'GLE'],
  Porsche: ['Cayenne', 'Macan'],
  Toyota: ['LandCruiser', 'Prado', 'RAV4'],
  Volvo: ['XC60', 'XC90'],
}
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** The options per language: names of body and fuel types are translated, brand and model names not. */
export function tradeInOptions(): Record<string, TradeInOptions> {
  const models = [
    ...STOCK_CATALOGUE.map((model) => ({ id: model.id, name: model.name, brand: model.brand })),
    ...Object.entries(OTHER_MODELS).flatMap(([brand, names]) =>
      names.map((name) => ({ id: slug(`${brand} ${name}`), name, brand })),
    ),
  ]
  const brands = BRANDS.map((name) => ({ id: slug(name), name }))
  const named = (pairs: [string, string][]) => pairs.map(([id, name]) => ({ id, name }))
  return {
    en: {
      bodyTypes: named([
        ['suv', 'SUV'],
        ['sedan', 'Sedan'],
        ['coupe', 'Coupe'],
        ['wagon', 'Wagon'],
        ['hatch', 'Hatchback'],
        ['ute', 'Ute'],
      ]),
      brands,
      models,
      fuelTypes: named([
        ['petrol', 'Petrol'],
        ['diesel', 'Diesel'],
        ['hybrid', 'Hybrid'],
        ['phev', 'Plug-in hybrid'],
        ['bev', 'Electric'],
      ]),
    },
    ar: {
      bodyTypes: named([
        ['suv', 'سيارة رياضية متعددة الاستخدامات'],
        ['sedan', 'سيدان'],
        ['coupe', 'كوبيه'],
        ['wagon', 'ستيشن واغن'],
        ['hatch', 'هاتشباك'],
        ['ute', 'بيك أب'],
      ]),
      brands,
      models,
      fuelTypes: named([
        ['petrol', 'بنزين'],
        ['diesel', 'ديزل'],
        ['hybrid', 'هجين'],
        ['phev', 'هجين قابل للشحن'],
        ['bev', 'كهربائي'],
      ]),
    },
  }
}
