// How an amount of money reads everywhere: storefront, console, payment page, mails and messages.
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,299 (Indian digit grouping); paise, when there are any, always as two digits: ₹7,688.30. */
export const formatRupees = (amount: number) =>
  `₹${(Math.round(amount * 100) % 100 === 0 ? wholeRupees : rupeesAndPaise).format(amount)}`;

/** An amount kept in paise (contract/src/rules.ts), as formatRupees writes it. */
export const formatPaise = (paise: number) => formatRupees(paise / 100);

/** Paise always to the paisa, ₹2,000.00: tax documents, whose figures are added up by their readers. */
export const formatPaiseExact = (paise: number) => `₹${rupeesAndPaise.format(paise / 100)}`;
