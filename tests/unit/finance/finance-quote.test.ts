import { describe, expect, it } from 'vitest'
import { financeQuote, type FinanceRequest } from '../../../engine/finance/finance-quote.js'

/**
 * Each figure below was worked out by hand, away from this code: r = yearly rate / 1200, d = (1 + r)^−n,
 * annuity P = (C − B·d)·r / (1 − d), money rounded to cents, total payable = deposits + n × P + what is
 * paid at the end. The powers were taken on a calculator to ten digits; the working is in each comment.
 */
describe('financeQuote: table of hand-computed quotes (docs/decisions/037)', () => {
  const cases: {
    name: string
    request: FinanceRequest
    expected: Partial<ReturnType<typeof financeQuote> & object>
  }[] = [
    {
      // HP: C = 30,000 − 6,000 = 24,000; r = 0.005; 1.005^48 = 1.2704891611, d = 0.7870984111;
      // P = 24,000 × 0.005 / (1 − d) = 120 / 0.2129015889 = 563.6407 → 563.64.
      // Total = 6,000 + 48 × 563.64 = 6,000 + 27,054.72 = 33,054.72.
      name: 'hire purchase, sample: 30,000, 20 % down, 48 months at 6 %',
      request: {
        product: 'HirePurchaseSample',
        price: 30_000,
        cashDeposit: 6_000,
        months: 48,
        ratePercent: 6,
      },
      expected: {
        family: 'hire_purchase',
        total_deposit: 6_000,
        total_amount_of_credit: 24_000,
        monthly_payment: 563.64,
        monthly_payments: 48,
        duration_of_agreement: 48,
        final_payment: 0,
        total_amount_payable: 33_054.72,
        // No fees: the APR is the nominal rate compounded, 1.005^12 − 1 = 6.1678 % → 6.2.
        apr: 6.2,
      },
    },
    {
      // C = 40,000 − 4,000 = 36,000; r = 5.9/1200 = 0.0049166667; (1+r)^36 = 1.1931135, d = 0.8381432;
      // P = 36,000 × 0.0049166667 / 0.1618568 = 177 / 0.1618568 = 1,093.5593 → 1,093.56.
      // Total = 4,000 + 36 × 1,093.56 + 10 (option-to-purchase fee) = 4,000 + 39,368.16 + 10 = 43,378.16.
      name: 'hire purchase, UK: 40,000, 4,000 down, 36 months at 5.9 %, £10 option fee',
      request: { product: 'HirePurchaseUK', price: 40_000, cashDeposit: 4_000, months: 36, ratePercent: 5.9 },
      expected: {
        total_amount_of_credit: 36_000,
        monthly_payment: 1_093.56,
        total_amount_payable: 43_378.16,
        // The fee lifts the APR above 5.9 % compounded (6.06 %): solving gives i = 0.0049297, APR 6.08 → 6.1.
        apr: 6.1,
      },
    },
    {
      // The establishment fee of 395 is financed: C = 50,000 − 10,000 + 395 = 40,395; r = 0.00625;
      // 1.00625^60 = 1.4532944, d = 0.6880918; P = 40,395 × 0.00625 / 0.3119082 = 252.46875 / 0.3119082
      // = 809.4329 → 809.43. Total = 10,000 + 60 × 809.43 = 58,565.80.
      name: 'consumer loan, Australia: 50,000, 10,000 down, 60 months at 7.5 %, 395 fee financed',
      request: {
        product: 'HirePurchaseAustralia',
        price: 50_000,
        cashDeposit: 10_000,
        months: 60,
        ratePercent: 7.5,
      },
      expected: {
        total_amount_of_credit: 40_395,
        monthly_payment: 809.43,
        total_amount_payable: 58_565.8,
        // The shopper received 40,000 and repays 60 × 809.43: i = 0.0065959, (1+i)^12 − 1 = 8.21 % → 8.2.
        apr: 8.2,
      },
    },
    {
      // C = 800,000 − 80,000 + 1,207.50 = 721,207.50; r = 11.75/1200 = 0.0097916667;
      // (1+r)^72 = 2.0169184, d = 0.4958059; P = 721,207.50 × 0.0097916667 / 0.5041941 = 7,061.8234 /
      // 0.5041941 = 14,006.1598; + 69 service fee = 14,075.1598 → 14,075.16.
      // Total = 80,000 + 72 × 14,075.16 = 80,000 + 1,013,411.52 = 1,093,411.52.
      name: 'instalment sale, South Africa: initiation fee financed and a monthly service fee',
      request: {
        product: 'HirePurchaseSouthAfrica',
        price: 800_000,
        cashDeposit: 80_000,
        months: 72,
        ratePercent: 11.75,
      },
      expected: {
        total_amount_of_credit: 721_207.5,
        monthly_payment: 14_075.16,
        total_amount_payable: 1_093_411.52,
        apr: 12.7,
      },
    },
    {
      // Zero rate: (48,000 − 9,600) / 48 = 38,400 / 48 = 800 exactly; APR 0.
      name: 'hire purchase at 0 %: the credit split evenly',
      request: {
        product: 'HirePurchaseSample',
        price: 48_000,
        cashDeposit: 9_600,
        months: 48,
        ratePercent: 0,
      },
      expected: { monthly_payment: 800, total_amount_payable: 48_000, apr: 0 },
    },
    {
      // PCP: deposit 3,000 + contribution 1,000 = 4,000; C = 26,000; balloon 3 years = 43 % × 30,000 = 12,900.
      // r = 6.9/1200 = 0.00575; d = 1.00575^−36 = 0.8135018; P = (26,000 − 12,900 × 0.8135018) × 0.00575 /
      // (1 − 0.8135018) = (26,000 − 10,494.173) × 0.00575 / 0.1864982 = 89.15850 / 0.1864982 = 478.0663 →
      // 478.07. Total = 4,000 + 36 × 478.07 + 12,900 + 10 = 4,000 + 17,210.52 + 12,910 = 34,120.52.
      name: 'PCP, UK: 30,000, 3,000 down and 1,000 contribution, 36 months at 6.9 %',
      request: {
        product: 'PCPUK',
        price: 30_000,
        cashDeposit: 3_000,
        depositContribution: 1_000,
        months: 36,
        ratePercent: 6.9,
      },
      expected: {
        family: 'balloon',
        cash_deposit: 3_000,
        deposit_contribution: 1_000,
        total_deposit: 4_000,
        total_amount_of_credit: 26_000,
        final_payment: 12_900,
        monthly_payment: 478.07,
        total_amount_payable: 34_120.52,
        apr: 7.1,
      },
    },
    {
      // 30 months is halfway between the 2-year (50 %) and 3-year (43 %) entries: 46.5 % × 30,000 = 13,950.
      // C = 27,000; d = 1.00575^−30 = 0.8419742; P = (27,000 − 13,950 × 0.8419742) × 0.00575 / 0.1580258
      // = (27,000 − 11,745.540) × 0.00575 / 0.1580258 = 87.71315 / 0.1580258 = 555.0557 → 555.06.
      name: 'PCP, UK, 30 months: the balloon interpolated between whole years',
      request: { product: 'PCPUK', price: 30_000, cashDeposit: 3_000, months: 30, ratePercent: 6.9 },
      expected: { final_payment: 13_950, monthly_payment: 555.06 },
    },
    {
      // Half down leaves C = 15,000 + 395 fee = 15,395, below the 1-year balloon (55 % = 16,500): the
      // balloon is held to the credit and the loan is interest only, P = 15,395 × 6.5 / 1200 = 83.3896.
      name: 'balloon, Australia: a balloon larger than the credit is held to it',
      request: {
        product: 'BalloonAustralia',
        price: 30_000,
        cashDeposit: 15_000,
        months: 12,
        ratePercent: 6.5,
      },
      expected: { total_amount_of_credit: 15_395, final_payment: 15_395, monthly_payment: 83.39 },
    },
    {
      // Lease: K = 30,000 − 3,000 = 27,000; residual 3 years = 45 % × 30,000 = 13,500.
      // Depreciation (27,000 − 13,500) / 36 = 375; charge (27,000 + 13,500) × 5 / 2400 = 84.375;
      // P = 459.375 → 459.38. Total = 3,000 + 36 × 459.38 = 3,000 + 16,537.68 = 19,537.68 (the residual is
      // returned with the car, not paid).
      name: 'personal contract hire, UK: 30,000, 3,000 down, 36 months at 5 %',
      request: {
        product: 'PersonalContractHireUK',
        price: 30_000,
        cashDeposit: 3_000,
        months: 36,
        ratePercent: 5,
      },
      expected: {
        family: 'lease',
        total_amount_of_credit: 27_000,
        final_payment: 13_500,
        monthly_payment: 459.38,
        total_amount_payable: 19_537.68,
        // The money-factor method is close to an annuity at the same rate: 5.03 % → 5.0.
        apr: 5,
      },
    },
    {
      // The tax office's 5-year residual 28.13 % × 60,000 = 16,878; (60,000 − 16,878) / 60 = 718.70;
      // (60,000 + 16,878) × 7 / 2400 = 224.2275; P = 942.9275 → 942.93.
      name: 'novated lease, Australia: 60,000, nothing down, 5 years at 7 %',
      request: {
        product: 'NovatedLeaseAustralia',
        price: 60_000,
        cashDeposit: 0,
        months: 60,
        ratePercent: 7,
      },
      expected: { final_payment: 16_878, monthly_payment: 942.93, apr: 6.9 },
    },
    {
      // Flat: C = 200,000 − 40,000 = 160,000; interest 160,000 × 2.99 % × 4 years = 19,136;
      // P = (160,000 + 19,136) / 48 = 179,136 / 48 = 3,732 exactly. Total = 40,000 + 179,136 = 219,136.
      name: 'flat-rate hire purchase, MENA: 200,000, 20 % down, 4 years at 2.99 % flat',
      request: {
        product: 'HirePurchaseUniversalMena',
        price: 200_000,
        cashDeposit: 40_000,
        months: 48,
        ratePercent: 2.99,
      },
      expected: {
        family: 'flat_rate',
        rate_term: 'interest',
        monthly_payment: 3_732,
        total_amount_payable: 219_136,
        interest_rate: 2.99,
        // A flat rate costs about twice its figure: i = 0.0047085, (1+i)^12 − 1 = 5.80 % → 5.8.
        apr: 5.8,
      },
    },
    {
      // Murabaha: the same maths as the flat rate, the rate being profit.
      name: 'murabaha, UAE: profit instead of interest, the same figures',
      request: { product: 'MurabahaUAE', price: 200_000, cashDeposit: 40_000, months: 48, ratePercent: 2.99 },
      expected: { family: 'flat_rate', rate_term: 'profit', monthly_payment: 3_732, apr: 5.8 },
    },
    {
      // Everything paid down: no credit, no fees (the arrangement fee only comes with a loan), no payments.
      name: 'a deposit of the whole price leaves nothing to finance',
      request: {
        product: 'HirePurchaseAustralia',
        price: 10_000,
        cashDeposit: 10_000,
        months: 48,
        ratePercent: 6,
      },
      expected: {
        total_amount_of_credit: 0,
        monthly_payment: 0,
        monthly_payments: 0,
        total_amount_payable: 10_000,
        apr: 0,
      },
    },
    {
      // A deposit above the price is held to it; a negative one counts as none.
      name: 'a deposit past the price is held to the price',
      request: {
        product: 'HirePurchaseSample',
        price: 10_000,
        cashDeposit: 25_000,
        months: 12,
        ratePercent: 6,
      },
      expected: { cash_deposit: 10_000, total_amount_of_credit: 0 },
    },
  ]

  it.each(cases)('$name', ({ request, expected }) => {
    expect(financeQuote(request)).toMatchObject(expected)
  })

  it.each<[string, Partial<FinanceRequest>]>([
    ['a price of 0', { price: 0 }],
    ['a negative price', { price: -5 }],
    ['a price that is not a number', { price: Number.NaN }],
    ['an infinite price', { price: Number.POSITIVE_INFINITY }],
    ['a term under a month', { months: 0.4 }],
    ['a negative rate', { ratePercent: -1 }],
    ['a rate that is not a number', { ratePercent: Number.NaN }],
  ])('gives no quote for %s', (_, change) => {
    const base: FinanceRequest = {
      product: 'HirePurchaseSample',
      price: 30_000,
      cashDeposit: 0,
      months: 48,
      ratePercent: 6,
    }
    expect(financeQuote({ ...base, ...change })).toBeNull()
  })

  it('the total payable is the price plus the cost of the credit, for every family', () => {
    for (const product of ['HirePurchaseUK', 'PCPUK', 'HirePurchaseUniversalMena'] as const) {
      const q = financeQuote({ product, price: 45_000, cashDeposit: 9_000, months: 48, ratePercent: 5 })
      if (!q) throw new Error('no quote')
      const paid = q.total_deposit + q.monthly_payment * q.monthly_payments
      const atEnd = q.family === 'balloon' ? q.final_payment : 0
      // The UK products add a £10 fee with the last payment; the MENA flat rate has none.
      const fee = product === 'HirePurchaseUniversalMena' ? 0 : 10
      expect(q.total_amount_payable).toBeCloseTo(paid + atEnd + fee, 2)
      expect(q.total_amount_payable).toBeGreaterThan(q.on_the_road_price)
    }
  })
})
