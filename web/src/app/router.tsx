/**
 * The route tree. `app/` composes the features: each page is loaded lazily from its feature's
 * routes/ folder, inside the layout and guards it needs.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { ANALYTICS_GROUP_LABEL, ANALYTICS_GROUPS } from '@/config/site';
import { AccessRestricted } from '@/features/analytics/components/access-restricted';
import {
  featureAliases,
  featureSlugs,
  type FeatureSlug,
} from '@/features/marketing/content/feature-slugs';

import { RequireAuth } from './guards/require-auth';
import { RequireGroup } from './guards/require-group';
import { RequireOnboarded } from './guards/require-onboarded';
import { AuthLayout } from './layouts/auth-layout';
import { EmbedLayout } from './layouts/embed-layout';
import { PublicLayout, type RouteMetaHandle } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { ShareLayout } from './layouts/share-layout';
import { StandaloneLayout } from './layouts/standalone-layout';
import { RouteError } from './routes/route-error';

const signIn = () =>
  import('@/features/auth/routes/sign-in').then((m) => ({ Component: m.SignInRoute }));

/** A feature page (by slug), including the mobile menu's two aliases. */
function featurePage(path: string, slug: FeatureSlug): RouteObject {
  return {
    path,
    lazy: () =>
      import('@/features/marketing/routes/feature-page').then(({ FeaturePageRoute }) => ({
        Component: () => <FeaturePageRoute slug={slug} />,
      })),
  };
}

/** The public marketing pages other than / and /pricing (spec point 2 "Public"). */
const marketingRoutes: RouteObject[] = [
  {
    path: paths.features.root.path,
    lazy: () =>
      import('@/features/marketing/routes/features').then((m) => ({ Component: m.FeaturesRoute })),
  },
  ...featureSlugs.map((slug) => featurePage(paths.features.page.getHref(slug), slug)),
  ...Object.entries(featureAliases).map(([alias, slug]) =>
    featurePage(paths.features.page.getHref(alias), slug),
  ),
  {
    path: paths.faq.path,
    lazy: () => import('@/features/marketing/routes/faq').then((m) => ({ Component: m.FaqRoute })),
  },
  {
    path: paths.contact.path,
    lazy: () =>
      import('@/features/marketing/routes/contact').then((m) => ({ Component: m.ContactRoute })),
  },
  {
    path: paths.cancelRefund.path,
    lazy: () =>
      import('@/features/marketing/routes/cancel-refund').then((m) => ({
        Component: m.CancelRefundRoute,
      })),
  },
  {
    path: paths.privacy.path,
    lazy: () =>
      import('@/features/marketing/routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
  },
  // The extension's pages are served as the app (not pre-rendered): they depend on this
  // visitor (signed in or not, the extension present, the operator's store URL) and are reached
  // from the extension rather than from search.
  {
    path: paths.extension.uninstallFeedback.path,
    lazy: () =>
      import('@/features/marketing/routes/extension-uninstall-feedback').then((m) => ({
        Component: m.ExtensionUninstallFeedbackRoute,
      })),
  },
  {
    path: paths.extension.welcome.path,
    lazy: () =>
      import('@/features/marketing/routes/extension-welcome').then((m) => ({
        Component: m.ExtensionWelcomeRoute,
      })),
  },
  {
    path: paths.extension.install.path,
    lazy: () =>
      import('@/features/marketing/routes/extension-install').then((m) => ({
        Component: m.ExtensionInstallRoute,
      })),
  },
  {
    path: paths.guide.root.path,
    lazy: () =>
      import('@/features/marketing/routes/guide').then((m) => ({ Component: m.GuideRoute })),
  },
  {
    path: paths.guide.article.path,
    lazy: () =>
      import('@/features/marketing/routes/guide-article').then((m) => ({
        Component: m.GuideArticleRoute,
        loader: m.guideArticleLoader,
      })),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen className="min-h-dvh" />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
          },
          {
            path: paths.pricing.path,
            // The billing page sets no meta of its own; PublicLayout applies this.
            handle: {
              meta: {
                title: 'Pricing',
                description:
                  'Superprompt plans: start free, go Pro monthly or annually (2 months free), or try everything with a 3-Day Pass.',
              },
            } satisfies RouteMetaHandle,
            lazy: () =>
              import('@/features/billing/routes/pricing').then((m) => ({
                Component: m.PricingRoute,
              })),
          },
          ...marketingRoutes,
          {
            path: paths.sharing.gallery.path,
            lazy: () =>
              import('@/features/sharing/routes/gallery').then((m) => ({
                Component: m.GalleryRoute,
              })),
          },
        ],
      },
      {
        element: <ShareLayout />,
        children: [paths.sharing.share.path, paths.sharing.shareWithSlug.path].map((path) => ({
          path,
          lazy: () =>
            import('@/features/sharing/routes/share').then((m) => ({ Component: m.ShareRoute })),
        })),
      },
      {
        element: <EmbedLayout />,
        children: [
          {
            path: paths.sharing.embed.path,
            lazy: () =>
              import('@/features/sharing/routes/embed').then((m) => ({ Component: m.EmbedRoute })),
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: paths.auth.login.path, lazy: signIn },
          { path: paths.auth.signin.path, lazy: signIn },
          {
            path: paths.auth.signup.path,
            lazy: () =>
              import('@/features/auth/routes/sign-up').then((m) => ({ Component: m.SignUpRoute })),
          },
          {
            path: paths.auth.verifyEmail.path,
            lazy: () =>
              import('@/features/auth/routes/verify-email').then((m) => ({
                Component: m.VerifyEmailRoute,
              })),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: () =>
              import('@/features/auth/routes/forgot-password').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.auth.onboarding.path,
                lazy: () =>
                  import('@/features/onboarding/routes/onboarding').then((m) => ({
                    Component: m.OnboardingRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <StandaloneLayout />,
            children: [
              {
                path: paths.billing.checkout.path,
                lazy: () =>
                  import('@/features/billing/routes/checkout').then((m) => ({
                    Component: m.CheckoutRoute,
                  })),
              },
              {
                path: paths.billing.success.path,
                lazy: () =>
                  import('@/features/billing/routes/success').then((m) => ({
                    Component: m.SuccessRoute,
                  })),
              },
            ],
          },
          {
            // Lazy: its account menu (Radix) is not needed on the public pages.
            lazy: () =>
              import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              {
                path: paths.app.dashboard.path,
                element: <RequireOnboarded />,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('./routes/dashboard').then((m) => ({ Component: m.DashboardPage })),
                  },
                  {
                    path: 'library',
                    lazy: () =>
                      import('@/features/library/routes/library').then((m) => ({
                        Component: m.LibraryRoute,
                      })),
                  },
                  {
                    path: 'test',
                    lazy: () =>
                      import('@/features/playground/routes/playground').then((m) => ({
                        Component: m.PlaygroundRoute,
                      })),
                  },
                  ...['chat', 'chat/:id'].map((path) => ({
                    path,
                    lazy: () =>
                      import('@/features/chat/routes/chat').then((m) => ({
                        Component: m.ChatRoute,
                      })),
                  })),
                  {
                    path: 'quests',
                    lazy: () =>
                      import('@/features/achievements/routes/quests').then((m) => ({
                        Component: m.QuestsRoute,
                      })),
                  },
                  {
                    path: 'settings',
                    lazy: () =>
                      import('./routes/settings').then((m) => ({ Component: m.SettingsPage })),
                  },
                  {
                    path: 'pricing',
                    lazy: () =>
                      import('@/features/billing/routes/dashboard-pricing').then((m) => ({
                        Component: m.DashboardPricingRoute,
                      })),
                  },
                  {
                    path: 'account',
                    element: <Navigate to={paths.app.settings.getHref()} replace />,
                  },
                ],
              },
              {
                path: paths.analytics.path,
                element: (
                  <RequireGroup
                    groups={ANALYTICS_GROUPS}
                    renderDenied={(user) => (
                      <AccessRestricted user={user} groups={[ANALYTICS_GROUP_LABEL]} />
                    )}
                  />
                ),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('@/features/analytics/routes/analytics').then((m) => ({
                        Component: m.AnalyticsRoute,
                      })),
                  },
                ],
              },
            ],
          },
        ],
      },
      // Spec: any unknown path goes to the dashboard (which sends signed-out visitors to sign in).
      { path: '*', element: <Navigate to={paths.app.dashboard.getHref()} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
