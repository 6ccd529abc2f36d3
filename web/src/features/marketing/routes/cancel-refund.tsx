import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { ContactEmailLinkIsland, OperatorNameIsland } from '../components/operator';
import { Prose } from '../components/prose';
import { PageHero } from '../components/section';

export function CancelRefundRoute() {
  usePageMeta({
    title: 'Cancellation and refund policy',
    description:
      'How to cancel a Superprompt subscription, what happens to your access and data, and when refunds are given.',
  });
  return (
    <>
      <PageHero eyebrow="Policies" title="Cancellation and refund policy" />
      <Prose className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p>
          This policy applies to paid plans on this Superprompt service, operated by{' '}
          <strong>
            <OperatorNameIsland />
          </strong>
          . Questions: <ContactEmailLinkIsland />.
        </p>
        <h2>Cancelling a subscription</h2>
        <p>
          You can cancel Pro (monthly) or Annual Pro at any time, without contacting us: sign in,
          open <strong>Settings → Plan &amp; billing</strong> and choose{' '}
          <em>Cancel subscription</em>. We ask one optional question about why you are leaving; it
          helps us improve.
        </p>
        <ul>
          <li>
            You keep every paid feature until the end of the period you have already paid for. The
            settings page shows the exact date.
          </li>
          <li>Nothing renews after that date and you are not charged again.</li>
          <li>
            Changed your mind? Choose <em>Reactivate</em> before the end date and your plan carries
            on as if nothing happened.
          </li>
        </ul>
        <h2>The 3-Day Pass</h2>
        <p>
          The 3-Day Pass is a one-time purchase. It never renews, so there is nothing to cancel:
          your account returns to the Free plan automatically three days after purchase.
        </p>
        <h2>What happens to your data</h2>
        <p>
          Cancelling never deletes anything. Your prompts, folders and Context Genies stay in your
          account. On the Free plan you can open your first three folders and up to 15 saved
          prompts; the rest are kept and unlock again when you upgrade. To remove everything, use{' '}
          <em>Delete account</em> in your settings.
        </p>
        <h2>Refunds</h2>
        <ul>
          <li>
            <strong>First purchase:</strong> if Superprompt is not for you, ask for a refund within
            7 days of your first payment for a subscription and we will refund it in full.
          </li>
          <li>
            <strong>Renewals:</strong> if you forgot to cancel and have not used the paid features
            since the renewal, write to us within 7 days of the charge and we will refund it.
          </li>
          <li>
            <strong>3-Day Pass:</strong> because it is short and used at once, the pass is refunded
            only if a technical problem on our side prevented you from using it.
          </li>
          <li>
            <strong>Billing errors:</strong> duplicate or incorrect charges are always refunded.
          </li>
        </ul>
        <p>
          Refunds go back to the original payment method through our payment provider and usually
          appear within 5 to 10 working days. Where the law of your country gives you more rights
          (for example a statutory withdrawal period), those rights apply.
        </p>
        <h2>How to ask for a refund</h2>
        <p>
          Use the <Link to={paths.contact.getHref()}>contact form</Link> or write to{' '}
          <ContactEmailLinkIsland /> from the email address of your account, with the date of the
          charge. We answer within two working days.
        </p>
        <h2>Test mode installations</h2>
        <p>
          If checkout on this site says TEST MODE, no payment provider is connected and no money is
          ever taken, so there is nothing to refund.
        </p>
      </Prose>
    </>
  );
}
