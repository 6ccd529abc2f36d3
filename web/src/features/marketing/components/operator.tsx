/**
 * The operator's name and contact address inside page text. They come from the server's
 * `[site]` config (build-time defaults until it answers), so on the pre-rendered pages each is
 * a small inline island that updates once the answer is in.
 */
import { Mail } from 'lucide-react';

import { island } from '@/lib/island';

import { useSiteInfo } from '../api/get-site-info';

export function OperatorName() {
  return <>{useSiteInfo().operatorName}</>;
}

/** A mailto: link to the operator's contact address, with a mail icon when `icon` is set. */
export function ContactEmailLink({ className, icon }: { className?: string; icon?: boolean }) {
  const { contactEmail } = useSiteInfo();
  return (
    <a href={`mailto:${contactEmail}`} className={className}>
      {icon ? <Mail className="size-4" aria-hidden="true" /> : null}
      {contactEmail}
    </a>
  );
}

/** The footer's line: © year, the operator's name and contact address. */
export function OperatorLine() {
  const year = new Date().getFullYear();
  return (
    <p>
      © {year} <OperatorName />. All rights reserved. ·{' '}
      <ContactEmailLink className="rounded hover:text-foreground" />
    </p>
  );
}

export const OperatorLineIsland = island('operator-line', OperatorLine);
export const OperatorNameIsland = island('operator-name', OperatorName, { inline: true });
export const ContactEmailLinkIsland = island('contact-email', ContactEmailLink, { inline: true });
