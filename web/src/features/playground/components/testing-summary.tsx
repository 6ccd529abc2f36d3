import { useTestingAnalytics, type TestingCounts } from '../api/get-testing-analytics';
import { familyLabel, formatCount } from '../utils/format';

const MAKERS = [
  ['openai', 'OPENAI'],
  ['anthropic', 'ANTHROPIC'],
  ['gemini', 'GEMINI'],
  ['mistral', 'MISTRAL'],
  ['amazon', 'AMAZON'],
  ['meta', 'META'],
] as const satisfies readonly (readonly [keyof TestingCounts, Parameters<typeof familyLabel>[0]])[];

/** "12 runs · 31 answers (OpenAI 14, Anthropic 9…)": the caller's testing so far. */
export function TestingSummary() {
  const counts = useTestingAnalytics();
  const data = counts.data;
  if (!data || data.overall === 0) return null;
  const makers = MAKERS.filter(([key]) => data[key] > 0).map(
    ([key, family]) => `${familyLabel(family)} ${formatCount(data[key])}`,
  );
  return (
    <p className="text-sm text-muted-foreground">
      So far: {formatCount(data.multiModel)} {data.multiModel === 1 ? 'run' : 'runs'},{' '}
      {formatCount(data.overall)} {data.overall === 1 ? 'answer' : 'answers'}
      {makers.length > 0 ? ` (${makers.join(', ')})` : ''}.
    </p>
  );
}
