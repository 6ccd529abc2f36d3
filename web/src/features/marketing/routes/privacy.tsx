import { usePageMeta } from '@/lib/page-meta';

import { ContactEmailLinkIsland, OperatorNameIsland } from '../components/operator';
import { Prose } from '../components/prose';
import { PageHero } from '../components/section';

/** Last material change to this text; update it with the copy. */
const UPDATED = 'November 2026';

export function PrivacyRoute() {
  usePageMeta({
    title: 'Privacy policy',
    description:
      'What data this Superprompt service collects, how it is used and protected, cookies, sharing (never sold), and how to contact us.',
  });
  return (
    <>
      <PageHero eyebrow="Policies" title="Privacy policy" lead={`Last updated ${UPDATED}.`} />
      <Prose className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p>
          This Superprompt service is operated by{' '}
          <strong>
            <OperatorNameIsland />
          </strong>{' '}
          (“we”, “us”) on its own server. Superprompt is self-hostable software: the people who
          wrote the software do not receive your data. This policy explains what we collect, why,
          and your choices.
        </p>

        <h2>Data we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> your name, email address and, if you sign in with Google,
            your Google profile name and picture. Passwords are stored only as salted hashes.
          </li>
          <li>
            <strong>Onboarding answers:</strong> your profession, how you heard of us, and whether
            you want the prompting course emails.
          </li>
          <li>
            <strong>Content you create:</strong> task descriptions, generated prompts, saved prompts
            and folders, Context Genies, ratings and shared links.
          </li>
          <li>
            <strong>Plan and billing data:</strong> your plan, renewal dates and cancellation
            reasons. Card details are handled by the payment provider and never reach our server.
          </li>
          <li>
            <strong>Usage data:</strong> counts of generations per model, feature usage used for
            limits and product statistics, and server logs (IP address, browser, time, request) kept
            for security.
          </li>
          <li>
            <strong>Messages and signups:</strong> what you send through the contact form, and the
            email you give for the newsletter or the Teams early-access list.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>to provide the service: generate prompts, keep your library, apply your plan;</li>
          <li>to secure accounts and prevent abuse, such as rate limiting repeated requests;</li>
          <li>to answer your messages and send the emails you asked for;</li>
          <li>to understand, in aggregate, which features are used, so we can improve them.</li>
        </ul>
        <p>
          If this service is connected to an AI provider, the text of a task you submit is sent to
          that provider to write the prompt, and is processed under the provider’s terms. Without a
          provider, prompts are generated on our server.
        </p>

        <h2>Cookies and local storage</h2>
        <p>
          We use one essential, httpOnly cookie to keep you signed in, and a referral cookie (“ref”,
          30 days) when you arrive through a referral link. Your display settings (theme, font,
          shortcuts) and dismissed banners are kept in your browser’s local storage. We use no
          advertising or cross-site tracking cookies.
        </p>

        <h2>Sharing</h2>
        <p>
          <strong>We never sell your personal data.</strong> We share it only with service providers
          that run parts of the service for us (such as the payment provider, the email provider or
          an AI provider when configured), only as far as needed, or when the law requires it.
          Prompts you share by link are visible to anyone with the link, or to everyone if you make
          them public; you can stop sharing at any time.
        </p>

        <h2>Security</h2>
        <p>
          Connections are encrypted, passwords are hashed, access tokens are short-lived, and access
          to the server and its backups is restricted to the people who operate it. No system is
          perfectly secure; if we learn of a breach that affects you, we will tell you without undue
          delay.
        </p>

        <h2>Retention and your rights</h2>
        <p>
          We keep your data while your account exists. You can export your prompts by copying them,
          correct your name in settings, and delete your account and its data at any time from the
          settings page. Server logs are kept for at most 90 days. You may also ask us for a copy of
          your data or object to its use by writing to us.
        </p>

        <h2>Copyright claims</h2>
        <p>
          If you believe content shared through this service infringes your copyright, send us the
          link to the content, a description of the work, your contact details and a statement that
          you are the rights holder or authorised to act for them. We will review the claim and
          remove infringing content promptly.
        </p>

        <h2>Children</h2>
        <p>
          The service is not intended for children under 13, and we do not knowingly collect data
          from them. If you believe a child under 13 has given us personal data, contact us and we
          will delete it.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          We may update this policy when the service changes. The date at the top shows the latest
          version; for material changes we will notify signed-up users by email before they take
          effect.
        </p>

        <h2>Contact</h2>
        <p>
          Questions or requests about your data:{' '}
          <strong>
            <OperatorNameIsland />
          </strong>
          , <ContactEmailLinkIsland />.
        </p>
      </Prose>
    </>
  );
}
