import { useId, type ReactNode } from 'react';

/** One card of the options page, labelled by its heading. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="options-section card" aria-labelledby={id}>
      <div className="options-section-head">
        <h2 id={id}>{title}</h2>
        {description ? <p className="hint">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
