/** How the prompt checks write tokens and money. */

export function formatTokens(count: number): string {
  return count.toLocaleString('en-US');
}

const usd = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: fractionDigits,
  });
const CENTS = usd(2);
const UNDER_A_DOLLAR = usd(3);

/**
 * The cost of a run in US dollars: "$1.25", "$0.015", "<$0.01" (a prompt's share of a cent
 * is noise to a person), "$0.00" for free, "no price" when the operator set none.
 */
export function formatCost(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount) || amount < 0) return 'no price';
  if (amount === 0) return CENTS.format(0);
  if (amount < 0.01) return '<$0.01';
  return (amount < 1 ? UNDER_A_DOLLAR : CENTS).format(amount);
}

/** "1 suggestion", "2 suggestions", "No issues found". */
export function findingsSummary(count: number): string {
  if (count === 0) return 'No issues found';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}
