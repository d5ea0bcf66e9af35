/**
 * Splitting an amount of kuruş over parts in proportion to their weights, exactly: the largest-remainder rule
 * (Hamilton's method). Each part first gets the floor of its exact share; the kuruş left over go one each to the
 * parts with the largest remainders, the earlier part first on a tie. The shares always add up to the amount, and
 * no part gets more than its weight when the amount is at most the sum of the weights.
 *
 * Used by the owner's reports (ADR 0047 amended): the part of a coupon's discount the salon bore, spread over the
 * appointment's services by their prices, so per-service revenue adds up to the appointment's.
 */
export function allocateLargestRemainder(amountKurus: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountKurus) || amountKurus < 0)
    throw new RangeError(`an allocation is of a non-negative integer of kuruş, got ${String(amountKurus)}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('allocation weights are non-negative integers');
  if (amountKurus === 0) return weights.map(() => 0);
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) throw new RangeError('an amount cannot be allocated over weights that are all zero');
  const amount = BigInt(amountKurus);
  // Exact arithmetic in bigint: amount × weight may pass 2^53 for large amounts.
  const shares = weights.map((w) => (amount * BigInt(w)) / total);
  const remainders = weights.map((w, index) => ({ index, rest: (amount * BigInt(w)) % total }));
  let left = amount - shares.reduce((sum, s) => sum + s, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = shares[index]! + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * What each service of an appointment earned when `reductionKurus` of its list price was not the salon's (a salon
 * coupon's discount): the reduction spread over the services that the coupon discounted (`eligible`; all of them
 * when none is marked, e.g. the category's services were removed since) by their prices, largest remainder.
 */
export function servicesEarned(
  reductionKurus: number,
  lines: readonly { priceKurus: number; eligible: boolean }[],
): number[] {
  const eligible = lines.some((l) => l.eligible && l.priceKurus > 0);
  const weights = lines.map((l) => (eligible && !l.eligible ? 0 : l.priceKurus));
  const base = weights.reduce((sum, w) => sum + w, 0);
  // Never more than the base: a discount is at most the price of what it discounts (ADR 0047).
  const reduction = Math.min(Math.max(0, reductionKurus), base);
  const shares = allocateLargestRemainder(reduction, weights);
  return lines.map((l, i) => l.priceKurus - shares[i]!);
}
