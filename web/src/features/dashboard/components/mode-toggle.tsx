import { Columns2, Wand2 } from 'lucide-react';

import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control';

export type WorkspaceMode = 'generate' | 'compare';

const MODES: SegmentedOption<WorkspaceMode>[] = [
  { value: 'generate', label: 'Generate', icon: Wand2 },
  { value: 'compare', label: 'Comparing', icon: Columns2 },
];

/** Generate one prompt, or run the same task through two tiers side by side. */
export function ModeToggle({
  value,
  onChange,
}: {
  value: WorkspaceMode;
  onChange: (mode: WorkspaceMode) => void;
}) {
  return <SegmentedControl legend="Mode" options={MODES} value={value} onChange={onChange} />;
}
