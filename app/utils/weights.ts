// Weights as every screen shows them: integer kg in tonnes (see format.ts for money and times).

/** Up to three decimals, no trailing zeros: 30000 → '30 吨', 12345 → '12.345 吨'; '' for no weight. */
export function tonnes(kg: number | null | undefined): string {
  return kg === null || kg === undefined ? '' : `${(kg / 1000).toFixed(3).replace(/\.?0+$/, '')} 吨`;
}

/** Rounded to 0.01 t with thousands separators (the market's cargo and bids): 1234567 → '1,234.57 吨'. */
export function tonnesRounded(kg: number): string {
  return `${(kg / 1000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 吨`;
}

/** A vehicle's rated load: whole tonnes, else two decimals: 31000 → '31 吨', 1500 → '1.50 吨'. */
export function loadTonnes(kg: number): string {
  return `${(kg / 1000).toFixed(kg % 1000 === 0 ? 0 : 2)} 吨`;
}
