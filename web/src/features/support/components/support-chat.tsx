import { useEffect } from 'react';

import { authEvents } from '@/lib/auth-events';
import { useSession } from '@/lib/session';
import { useMediaQuery } from '@/lib/use-media-query';

import { useSupportIdentity } from '../api/get-support-identity';
import { useSupportWidget } from '../api/get-support-widget';
import { supportChat } from '../utils/chatwoot';

/** Spec point 7: the chat widget only at 768 px and wider (the mobile breakpoint). */
export const SUPPORT_CHAT_MEDIA = '(min-width: 768px)';

/**
 * The operator's support chat (`[support]` on the server), mounted once for the whole app.
 * On a wide screen it asks the server whether there is one and, if so, loads the provider's
 * SDK and identifies the signed-in user; on a narrow one nothing is asked or loaded, and a
 * chat loaded earlier is hidden. Spec point 4: sign-out (whatever its reason) shuts it down:
 * the user's conversation is reset and the bubble hidden until the next sign-in. Mounted in
 * the app's root layout and in the pre-rendered pages' chrome. Renders nothing itself: the SDK
 * draws its own bubble.
 */
export function SupportChat() {
  const wide = useMediaQuery(SUPPORT_CHAT_MEDIA);
  const widget = useSupportWidget({ enabled: wide });
  const settings = widget.data ?? null;
  const session = useSession();
  const userId = settings && wide && session.status === 'signedIn' ? session.user.id : null;
  const identity = useSupportIdentity({ userId });

  useEffect(() => {
    if (settings && wide) supportChat().load(settings);
  }, [settings, wide]);

  useEffect(() => authEvents.on('signedOut', () => supportChat().shutDown()), []);

  useEffect(() => {
    supportChat().setWide(wide);
  }, [wide]);

  useEffect(() => {
    if (identity.data && session.status === 'signedIn' && identity.data.identifier === userId) {
      supportChat().identify(identity.data);
    }
  }, [identity.data, session.status, userId]);

  return null;
}
