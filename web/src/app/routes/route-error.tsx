import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when a page fails to load or render (e.g. a new release replaced its code chunk). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-6">
      <div role="alert" className="grid max-w-md gap-4 text-center">
        <AlertTriangle className="mx-auto size-10 text-warning" aria-hidden="true" />
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page could not be shown. Reloading usually fixes it.
        </p>
        {detail ? (
          <p className="font-mono text-xs break-words text-muted-foreground">{detail}</p>
        ) : null}
        <div className="flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()} reloadDocument>
              Go home
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
