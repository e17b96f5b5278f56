/** An engine option of a model: code, fuel types (engine_type), power in kW, capacity in litres. */
export interface CatalogueEngine {
  code: string
  fuels: string[]
  power: number
  capacity: number | null
  drivetrain: 'AWD' | 'RWD'
}

/** A nameplate of the demo catalogue, with what the generator needs to make believable vehicles. */
export interface CatalogueModel {
  id: string
  brand: 'Land Rover' | 'Jaguar'
  modelGroup: string
  name: string
  externalCode: string
  bodyType: string
  seats: number[]
  versions: string[]
  engines: CatalogueEngine[]
  /** Recommended retail price of the entry version in AUD. */
  basePrice: number
  /** First production year (older used cars are not generated before it). */
  since: number
  /** Last production year, for discontinued nameplates. */
  until?: number
}

const e = (
  code: string,
  fuels: string[],
  power: number,
  capacity: number | null,
  drivetrain: 'AWD' | 'RWD' = 'AWD',
): CatalogueEngine => ({ code, fuels, power, capacity, drivetrain })

const DEFENDER_ENGINES = [
  e('D250', ['diesel', 'mhev'], 183, 3.0),
  e('D350', ['diesel', 'mhev'], 258, 3.0),
  e('P400', ['petrol', 'mhev'], 294, 3.0),
  e('P525 V8', ['petrol'], 386, 5.0),
]
const RANGE_ROVER_ENGINES = [
  e('D350', ['diesel', 'mhev'], 258, 3.0),
  e('P400', ['petrol', 'mhev'], 294, 3.0),
  e('P460e', ['phev', 'petrol'], 338, 3.0),
  e('P530 V8', ['petrol'], 390, 4.4),
]
const COMPACT_ENGINES = [
  e('D200', ['diesel', 'mhev'], 147, 2.0),
  e('P250', ['petrol'], 184, 2.0),
  e('P300e', ['phev', 'petrol'], 227, 1.5),
]
const JAGUAR_SALOON_ENGINES = [
  e('P250', ['petrol'], 184, 2.0, 'RWD'),
  e('P300', ['petrol'], 221, 2.0),
  e('D200', ['diesel', 'mhev'], 147, 2.0, 'RWD'),
]

/** Land Rover and Jaguar nameplates sold in Australia (the demo's market). */
export const STOCK_CATALOGUE: CatalogueModel[] = [
  {
    id: 'defender-90',
    brand: 'Land Rover',
    modelGroup: 'Defender',
    name: 'Defender 90',
    externalCode: 'L663-90',
    bodyType: 'SUV',
    seats: [5, 6],
    versions: ['S', 'SE', 'X-Dynamic SE', 'X'],
    engines: DEFENDER_ENGINES,
    basePrice: 92_000,
    since: 2020,
  },
  {
    id: 'defender-110',
    brand: 'Land Rover',
    modelGroup: 'Defender',
    name: 'Defender 110',
    externalCode: 'L663-110',
    bodyType: 'SUV',
    seats: [5, 7],
    versions: ['S', 'SE', 'HSE', 'X-Dynamic HSE', 'X'],
    engines: DEFENDER_ENGINES,
    basePrice: 98_000,
    since: 2020,
  },
  {
    id: 'defender-130',
    brand: 'Land Rover',
    modelGroup: 'Defender',
    name: 'Defender 130',
    externalCode: 'L663-130',
    bodyType: 'SUV',
    seats: [8],
    versions: ['SE', 'X-Dynamic HSE', 'Outbound'],
    engines: DEFENDER_ENGINES.slice(1, 3),
    basePrice: 126_000,
    since: 2022,
  },
  {
    id: 'discovery',
    brand: 'Land Rover',
    modelGroup: 'Discovery',
    name: 'Discovery',
    externalCode: 'L462',
    bodyType: 'SUV',
    seats: [7],
    versions: ['S', 'Dynamic SE', 'Dynamic HSE', 'Metropolitan Edition'],
    engines: [e('D250', ['diesel', 'mhev'], 183, 3.0), e('D300', ['diesel', 'mhev'], 221, 3.0)],
    basePrice: 104_000,
    since: 2017,
  },
  {
    id: 'discovery-sport',
    brand: 'Land Rover',
    modelGroup: 'Discovery',
    name: 'Discovery Sport',
    externalCode: 'L550',
    bodyType: 'SUV',
    seats: [5, 7],
    versions: ['S', 'SE', 'Dynamic SE', 'Dynamic HSE'],
    engines: COMPACT_ENGINES,
    basePrice: 72_000,
    since: 2015,
  },
  {
    id: 'range-rover',
    brand: 'Land Rover',
    modelGroup: 'Range Rover',
    name: 'Range Rover',
    externalCode: 'L460',
    bodyType: 'SUV',
    seats: [5, 7],
    versions: ['SE', 'HSE', 'Autobiography', 'SV'],
    engines: RANGE_ROVER_ENGINES,
    basePrice: 245_000,
    since: 2013,
  },
  {
    id: 'range-rover-sport',
    brand: 'Land Rover',
    modelGroup: 'Range Rover',
    name: 'Range Rover Sport',
    externalCode: 'L461',
    bodyType: 'SUV',
    seats: [5],
    versions: ['Dynamic SE', 'Dynamic HSE', 'Autobiography', 'SV'],
    engines: RANGE_ROVER_ENGINES,
    basePrice: 152_000,
    since: 2013,
  },
  {
    id: 'range-rover-velar',
    brand: 'Land Rover',
    modelGroup: 'Range Rover',
    name: 'Range Rover Velar',
    externalCode: 'L560',
    bodyType: 'SUV',
    seats: [5],
    versions: ['S', 'Dynamic SE', 'Dynamic HSE', 'Autobiography'],
    engines: [
      e('D300', ['diesel', 'mhev'], 221, 3.0),
      e('P400', ['petrol', 'mhev'], 294, 3.0),
      e('P400e', ['phev', 'petrol'], 297, 2.0),
    ],
    basePrice: 118_000,
    since: 2017,
  },
  {
    id: 'range-rover-evoque',
    brand: 'Land Rover',
    modelGroup: 'Range Rover',
    name: 'Range Rover Evoque',
    externalCode: 'L551',
    bodyType: 'SUV',
    seats: [5],
    versions: ['S', 'SE', 'Dynamic SE', 'Autobiography'],
    engines: COMPACT_ENGINES,
    basePrice: 75_000,
    since: 2012,
  },
  {
    id: 'i-pace',
    brand: 'Jaguar',
    modelGroup: 'I-PACE',
    name: 'I-PACE',
    externalCode: 'X590',
    bodyType: 'SUV',
    seats: [5],
    versions: ['S', 'SE', 'HSE', 'R-Dynamic HSE'],
    engines: [e('EV400', ['bev'], 294, null)],
    basePrice: 138_000,
    since: 2018,
  },
  {
    id: 'f-pace',
    brand: 'Jaguar',
    modelGroup: 'F-PACE',
    name: 'F-PACE',
    externalCode: 'X761',
    bodyType: 'SUV',
    seats: [5],
    versions: ['R-Dynamic S', 'R-Dynamic SE', 'R-Dynamic HSE', 'SVR'],
    engines: [
      e('D300', ['diesel', 'mhev'], 221, 3.0),
      e('P400', ['petrol', 'mhev'], 294, 3.0),
      e('P400e', ['phev', 'petrol'], 297, 2.0),
      e('P550 V8', ['petrol'], 405, 5.0),
    ],
    basePrice: 93_000,
    since: 2016,
  },
  {
    id: 'e-pace',
    brand: 'Jaguar',
    modelGroup: 'E-PACE',
    name: 'E-PACE',
    externalCode: 'X540',
    bodyType: 'SUV',
    seats: [5],
    versions: ['S', 'R-Dynamic SE', 'R-Dynamic HSE'],
    engines: [e('P250', ['petrol'], 184, 2.0), e('P300e', ['phev_rev', 'petrol'], 227, 1.5)],
    basePrice: 76_000,
    since: 2018,
  },
  {
    id: 'f-type',
    brand: 'Jaguar',
    modelGroup: 'F-TYPE',
    name: 'F-TYPE',
    externalCode: 'X152',
    bodyType: 'Coupe',
    seats: [2],
    versions: ['R-Dynamic', '75', 'R 75'],
    engines: [e('P450 V8', ['petrol'], 331, 5.0, 'RWD'), e('P575 V8', ['petrol'], 423, 5.0)],
    basePrice: 155_000,
    since: 2014,
    until: 2024,
  },
  {
    id: 'xe',
    brand: 'Jaguar',
    modelGroup: 'XE',
    name: 'XE',
    externalCode: 'X760',
    bodyType: 'Sedan',
    seats: [5],
    versions: ['S', 'R-Dynamic SE', 'R-Dynamic HSE'],
    engines: JAGUAR_SALOON_ENGINES,
    basePrice: 67_000,
    since: 2015,
    until: 2024,
  },
  {
    id: 'xf',
    brand: 'Jaguar',
    modelGroup: 'XF',
    name: 'XF',
    externalCode: 'X260',
    bodyType: 'Sedan',
    seats: [5],
    versions: ['S', 'R-Dynamic SE', 'R-Dynamic HSE'],
    engines: JAGUAR_SALOON_ENGINES,
    basePrice: 77_000,
    since: 2015,
    until: 2024,
  },
]
