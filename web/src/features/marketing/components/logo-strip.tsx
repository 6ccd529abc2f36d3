import { modelFamilies } from '../content/landing';

/**
 * "The best are already here": the model families Super Prompts work with, drifting past in
 * 100 s (spec point 2). The second copy only closes the loop and is hidden from screen readers.
 */
export function LogoStrip() {
  return (
    <section aria-labelledby="logo-strip-title" className="grid gap-6 py-12">
      <h2
        id="logo-strip-title"
        className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        The best are already here
      </h2>
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div className="logo-strip flex w-max gap-12">
          <ul className="flex gap-12">
            {modelFamilies.map((name) => (
              <li
                key={name}
                className="text-xl font-semibold whitespace-nowrap text-muted-foreground"
              >
                {name}
              </li>
            ))}
          </ul>
          <ul aria-hidden="true" className="flex gap-12">
            {modelFamilies.map((name) => (
              <li
                key={name}
                className="text-xl font-semibold whitespace-nowrap text-muted-foreground"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
