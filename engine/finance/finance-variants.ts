import type { FinanceFees, FinanceVariant } from './finance-variant.js'

const NO_FEES: FinanceFees = Object.freeze({ arrangement: 0, monthly: 0, final: 0 })
const fees = (f: Partial<FinanceFees>): FinanceFees => Object.freeze({ ...NO_FEES, ...f })

const hirePurchase = (name: string, market: string, f: FinanceFees = NO_FEES): FinanceVariant => ({
  family: 'hire_purchase',
  name,
  market,
  rateTerm: 'interest',
  fees: f,
})
const flatRate = (
  name: string,
  market: string,
  rateTerm: 'interest' | 'profit',
  f: FinanceFees = NO_FEES,
): FinanceVariant => ({ family: 'flat_rate', name, market, rateTerm, fees: f })
const balloon = (
  name: string,
  market: string,
  balloonPercentByYear: number[],
  f: FinanceFees = NO_FEES,
): FinanceVariant => ({
  family: 'balloon',
  name,
  market,
  rateTerm: 'interest',
  fees: f,
  balloonPercentByYear,
})
const lease = (
  name: string,
  market: string,
  residualPercentByYear: number[],
  rateTerm: 'interest' | 'profit' = 'interest',
  f: FinanceFees = NO_FEES,
): FinanceVariant => ({ family: 'lease', name, market, rateTerm, fees: f, residualPercentByYear })

/**
 * The finance products of 002 §3 ("about 30 country variants"), each a named configuration of one formula
 * family (docs/decisions/037 lists them with their formulas). Fees and future-value tables are the demo's
 * illustrative values: a market's lender sets the real ones, and an editor sets rates and ranges per block.
 * The key is what the block stores as `finance_product`; the template's enum is checked against this list.
 */
export const FINANCE_VARIANTS = {
  HirePurchaseSample: hirePurchase('Hire purchase (sample)', 'XX'),
  HirePurchaseUK: hirePurchase('Hire purchase, United Kingdom', 'GB', fees({ final: 10 })),
  HirePurchaseIreland: hirePurchase('Hire purchase, Ireland', 'IE', fees({ final: 75 })),
  HirePurchaseGermany: hirePurchase('Classic financing, Germany', 'DE'),
  HirePurchaseAustralia: hirePurchase('Consumer loan, Australia', 'AU', fees({ arrangement: 395 })),
  HirePurchaseNZLoan: hirePurchase('Vehicle loan, New Zealand', 'NZ', fees({ arrangement: 360 })),
  HirePurchaseSouthAfrica: hirePurchase(
    'Instalment sale, South Africa',
    'ZA',
    fees({ arrangement: 1207.5, monthly: 69 }),
  ),
  HirePurchaseJapan: hirePurchase('Auto loan, Japan', 'JP'),
  HirePurchaseKorea: hirePurchase('Instalment financing, South Korea', 'KR'),
  HirePurchaseChina: hirePurchase('Auto loan, China', 'CN'),

  HirePurchaseUniversalMena: flatRate('Hire purchase, Middle East and North Africa', 'MENA', 'interest'),
  HirePurchaseThailand: flatRate('Hire purchase, Thailand', 'TH', 'interest'),
  HirePurchaseMalaysia: flatRate('Hire purchase, Malaysia', 'MY', 'interest'),
  HirePurchaseSingapore: flatRate('Hire purchase, Singapore', 'SG', 'interest'),
  HirePurchaseIndonesia: flatRate('Hire purchase, Indonesia', 'ID', 'interest'),
  HirePurchaseEgypt: flatRate('Instalment plan, Egypt', 'EG', 'interest'),
  MurabahaUAE: flatRate('Murabaha, United Arab Emirates', 'AE', 'profit'),
  MurabahaSaudiArabia: flatRate('Murabaha, Saudi Arabia', 'SA', 'profit'),
  MurabahaQatar: flatRate('Murabaha, Qatar', 'QA', 'profit'),
  MurabahaKuwait: flatRate('Murabaha, Kuwait', 'KW', 'profit'),
  IslamicHirePurchaseMalaysia: flatRate('Islamic hire purchase (AITAB), Malaysia', 'MY', 'profit'),

  PCPUK: balloon(
    'Personal contract purchase, United Kingdom',
    'GB',
    [58, 50, 43, 37, 32],
    fees({ final: 10 }),
  ),
  PCPIreland: balloon('Personal contract plan, Ireland', 'IE', [56, 48, 41, 35, 30], fees({ final: 75 })),
  GFVGermany: balloon('Three-way financing, Germany', 'DE', [55, 48, 42, 36, 31]),
  BalloonAustralia: balloon(
    'Balloon loan, Australia',
    'AU',
    [55, 45, 40, 35, 30],
    fees({ arrangement: 395 }),
  ),
  BalloonNZ: balloon('Balloon loan, New Zealand', 'NZ', [50, 42, 36, 30, 25], fees({ arrangement: 360 })),
  BalloonSouthAfrica: balloon(
    'Balloon instalment sale, South Africa',
    'ZA',
    [35],
    fees({ arrangement: 1207.5, monthly: 69 }),
  ),
  ResidualValueLoanJapan: balloon('Residual value loan, Japan', 'JP', [60, 50, 42, 35, 30]),

  PersonalContractHireUK: lease('Personal contract hire, United Kingdom', 'GB', [60, 52, 45, 39, 34]),
  PrivateLeaseGermany: lease('Private lease, Germany', 'DE', [62, 54, 47, 41, 36]),
  NovatedLeaseAustralia: lease('Novated lease, Australia', 'AU', [65.63, 56.25, 46.88, 37.5, 28.13]),
  OperatingLeaseKorea: lease('Operating lease, South Korea', 'KR', [60, 52, 45, 39, 34]),
  IjaraUAE: lease('Ijara, United Arab Emirates', 'AE', [10, 8, 6, 4, 2], 'profit'),
} as const satisfies Record<string, FinanceVariant>

/** The key of a finance product variant, as a block stores it. */
export type FinanceProductKey = keyof typeof FINANCE_VARIANTS
