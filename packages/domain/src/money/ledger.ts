/**
 * The double-entry ledger of Salonya (docs/decisions/0041-account-plan-and-revenue-recognition.md).
 *
 * Every kuruş that moves is a journal: a list of postings, each an integer amount of kuruş on one account, that sums
 * to zero. A positive amount flows INTO an account, a negative one OUT of it, so an account's balance is the sum of
 * its postings. Money that enters Salonya from outside (a card payment) comes out of the provider clearing account,
 * which therefore runs negative: its negation is what the provider holds for us, and it always equals the sum of
 * every other account's balance (the books balance).
 *
 * This file is pure: the API locks the accounts a journal touches (SELECT … FOR UPDATE), asks `applyJournal` for the
 * new balances and writes the journal and the balances in one transaction.
 */

/** The kinds of account (the account plan). */
export const accountKindValues = [
  /** What a customer may spend on Salonya (top-ups, refunds to the wallet, bonuses). Never negative. */
  'customer_wallet',
  /** Paid for an appointment not yet performed: the salon's, once the service is completed. Never negative. */
  'salon_receivable',
  /** What a salon has earned (completed, paid appointments less commission), until it is paid out. */
  'salon_earnings',
  /** Salonya's revenue: its commission on completed paid appointments. */
  'platform_commission',
  /** Money at the payment provider: every card payment comes out of it, every card refund goes back into it. */
  'provider_clearing',
  /** Salonya's own money spent on coupons and wallet bonuses (funds discounts). */
  'promotion_funding',
  /** Refunds decided but not yet paid back to a card. Never negative. */
  'refunds_payable',
  /** Wallet money set aside for a card payment in progress (the wallet part of a wallet + card split). */
  'payment_holds',
  /** The other side of an administrator's manual wallet adjustment (with its reason and audit record). */
  'platform_adjustments',
] as const;
export type AccountKind = (typeof accountKindValues)[number];

/** Accounts that stand for money outside Salonya's liabilities and may therefore run negative. */
export const NEGATIVE_ALLOWED: ReadonlySet<AccountKind> = new Set<AccountKind>([
  'provider_clearing',
  'promotion_funding',
  'platform_adjustments',
]);

/** Kinds that exist once per customer or per salon; the rest exist once for the platform. */
export const ACCOUNT_OWNER: Readonly<Record<AccountKind, 'user' | 'salon' | 'platform'>> = {
  customer_wallet: 'user',
  salon_receivable: 'salon',
  salon_earnings: 'salon',
  platform_commission: 'platform',
  provider_clearing: 'platform',
  promotion_funding: 'platform',
  refunds_payable: 'platform',
  payment_holds: 'platform',
  platform_adjustments: 'platform',
};

/** The address of an account: its kind and, for per-customer or per-salon kinds, the owner's id. */
export type AccountRef =
  | { kind: 'customer_wallet'; userId: number }
  | { kind: 'salon_receivable' | 'salon_earnings'; salonId: number }
  | {
      kind: Exclude<AccountKind, 'customer_wallet' | 'salon_receivable' | 'salon_earnings'>;
    };

export const wallet = (userId: number): AccountRef => ({ kind: 'customer_wallet', userId });
export const salonReceivable = (salonId: number): AccountRef => ({ kind: 'salon_receivable', salonId });
export const salonEarnings = (salonId: number): AccountRef => ({ kind: 'salon_earnings', salonId });
export const platform = (
  kind: Exclude<AccountKind, 'customer_wallet' | 'salon_receivable' | 'salon_earnings'>,
): AccountRef => ({ kind });

/** A stable text key of an account (one row per key in the database). */
export function accountKey(ref: AccountRef): string {
  if (ref.kind === 'customer_wallet') return `customer_wallet:${String(ref.userId)}`;
  if (ref.kind === 'salon_receivable' || ref.kind === 'salon_earnings')
    return `${ref.kind}:${String(ref.salonId)}`;
  return ref.kind;
}

/** What a journal records: the reason money moved (one code per business event). */
export const journalKindValues = [
  'wallet_top_up',
  'booking_payment',
  'payment_hold',
  'payment_hold_release',
  'revenue_recognition',
  'manual_adjustment',
  'refund',
  /** A card refund the provider has paid: refunds payable back to the provider clearing (ADR 0048). */
  'card_refund',
  'coupon_funding',
  'wallet_bonus',
  'opening_balance',
] as const;
export type JournalKind = (typeof journalKindValues)[number];

export interface Posting {
  account: AccountRef;
  /** Kuruş; positive into the account, negative out of it. Never zero. */
  amountKurus: number;
}

export interface Journal {
  kind: JournalKind;
  postings: readonly Posting[];
}

export const LEDGER_MESSAGES = {
  insufficientWallet: 'Cüzdan bakiyeniz bu işlem için yeterli değil.',
  negativeBalance: 'Bu işlem bir hesabın bakiyesini eksiye düşürürdü.',
} as const;

export type JournalProblem =
  | { code: 'empty' }
  | { code: 'not_integer'; index: number }
  | { code: 'zero_amount'; index: number }
  | { code: 'unbalanced'; sumKurus: number }
  | { code: 'insufficient_funds'; account: string; balanceKurus: number; wouldBeKurus: number };

/** Why a journal may not be written as it is, or null when it is a balanced list of non-zero integer postings. */
export function journalProblem(journal: Journal): JournalProblem | null {
  if (journal.postings.length < 2) return { code: 'empty' };
  let sum = 0;
  for (const [index, p] of journal.postings.entries()) {
    if (!Number.isSafeInteger(p.amountKurus)) return { code: 'not_integer', index };
    if (p.amountKurus === 0) return { code: 'zero_amount', index };
    sum += p.amountKurus;
  }
  if (sum !== 0) return { code: 'unbalanced', sumKurus: sum };
  return null;
}

export class LedgerError extends Error {
  constructor(readonly problem: JournalProblem) {
    super(`Journal refused: ${JSON.stringify(problem)}`);
    this.name = 'LedgerError';
  }
}

/** Each account's net change in a journal (accounts posted twice are added up), in a stable order of keys. */
export function netChanges(journal: Journal): Map<string, { account: AccountRef; deltaKurus: number }> {
  const out = new Map<string, { account: AccountRef; deltaKurus: number }>();
  for (const p of journal.postings) {
    const key = accountKey(p.account);
    const prev = out.get(key);
    out.set(key, { account: p.account, deltaKurus: (prev?.deltaKurus ?? 0) + p.amountKurus });
  }
  return new Map([...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The balances after a journal, given the current balances of the accounts it touches (missing = 0). Throws
 * LedgerError for an unbalanced journal, or when an account that may not run negative would.
 */
export function applyJournal(balances: ReadonlyMap<string, number>, journal: Journal): Map<string, number> {
  const problem = journalProblem(journal);
  if (problem) throw new LedgerError(problem);
  const next = new Map(balances);
  for (const [key, { account, deltaKurus }] of netChanges(journal)) {
    const before = balances.get(key) ?? 0;
    const after = before + deltaKurus;
    if (after < 0 && !NEGATIVE_ALLOWED.has(account.kind))
      throw new LedgerError({
        code: 'insufficient_funds',
        account: key,
        balanceKurus: before,
        wouldBeKurus: after,
      });
    next.set(key, after);
  }
  return next;
}
