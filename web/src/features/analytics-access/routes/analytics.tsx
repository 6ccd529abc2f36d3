/**
 * /analytics for staff. This issue builds the access control and the page frame; the
 * Referral, Churn and Weekly KPI tabs come with the analytics issue.
 */
export function AnalyticsRoute() {
  return (
    <div className="grid gap-8">
      <header className="grid gap-2 border-b border-border pb-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Analytics Dashboard</h1>
        <p className="text-muted-foreground">
          Referral tracking and churn analysis for the Superprompt team.
        </p>
      </header>
    </div>
  );
}
