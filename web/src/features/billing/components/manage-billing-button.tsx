import { ExternalLink } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/errors';
import { notify } from '@/lib/toasts';

import { useCreateBillingPortalSession } from '../api/create-billing-portal-session';

/**
 * Opens the payment provider's billing portal (payment methods, invoices) in this tab. The
 * link is asked for on click, never on page load: portal links are short-lived. A CONFLICT
 * (local billing, or no payment made yet) tells the parent to stop offering the button.
 */
export function ManageBillingButton({
  onUnavailable,
  navigate = (url) => window.location.assign(url),
}: {
  /** Called with the server's explanation when there is no billing account to manage. */
  onUnavailable: (message: string) => void;
  /** How to leave for the portal (tests replace it). */
  navigate?: (url: string) => void;
}) {
  const portal = useCreateBillingPortalSession();

  const onClick = async () => {
    try {
      const url = await portal.mutateAsync();
      navigate(url);
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) {
        onUnavailable(errorMessage(error));
        return;
      }
      notify.error(errorMessage(error));
    }
  };

  return (
    <Button
      variant="outline"
      className="w-full sm:w-fit"
      loading={portal.isPending || portal.isSuccess}
      onClick={() => void onClick()}
    >
      Manage billing
      <ExternalLink aria-hidden="true" />
    </Button>
  );
}
