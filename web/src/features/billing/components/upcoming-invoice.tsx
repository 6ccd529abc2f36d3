import { ReceiptText } from 'lucide-react';
import { useId } from 'react';

import { formatDate, formatPrice } from '@/lib/format';

import type { UpcomingInvoice } from '../api/get-upcoming-invoice';

/**
 * The next charge of a subscription: how much and when, the running discount when it lowers
 * the amount, and a test-mode note when billing is local (nothing is charged).
 */
export function UpcomingInvoiceSummary({
  invoice,
  regularPriceCents,
  discountPercentOff,
}: {
  invoice: UpcomingInvoice;
  /** The plan's usual price per payment, to show what the discount saves. */
  regularPriceCents?: number | null | undefined;
  discountPercentOff?: number | null | undefined;
}) {
  const titleId = useId();
  const amount = formatPrice(invoice.amountDueCents, invoice.currency);
  const discounted =
    regularPriceCents != null && invoice.amountDueCents < regularPriceCents
      ? formatPrice(regularPriceCents, invoice.currency)
      : null;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="flex gap-3 rounded-lg border border-border px-4 py-3 text-sm"
    >
      <ReceiptText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p id={titleId} className="font-medium">
          Next invoice
        </p>
        <p>
          <span className="font-medium text-foreground tabular-nums">{amount}</span>
          {invoice.nextPaymentAt ? ` on ${formatDate(invoice.nextPaymentAt)}` : null}
          {discounted ? (
            <>
              {' '}
              <s className="text-muted-foreground tabular-nums">
                <span className="sr-only">instead of </span>
                {discounted}
              </s>
            </>
          ) : null}
        </p>
        {discounted && discountPercentOff ? (
          <p className="text-muted-foreground">Includes your {discountPercentOff}% discount.</p>
        ) : null}
        {invoice.testMode ? (
          <p className="text-muted-foreground">
            Test mode: this server has no payment provider, so nothing will actually be charged and
            there are no payment details to manage.
          </p>
        ) : null}
      </div>
    </div>
  );
}
