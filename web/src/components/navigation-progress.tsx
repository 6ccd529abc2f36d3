import { useNavigation } from 'react-router';

/** A thin bar at the top of the page while the router loads the next page. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
      aria-hidden="true"
    >
      <div className="h-full w-2/5 bg-primary [animation:progress-slide_1s_ease-in-out_infinite]" />
    </div>
  );
}
