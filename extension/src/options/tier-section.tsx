/** The default tier of the Enhance button and of Quick generate, saved as soon as it is picked. */
import { useId, useState } from 'react';

import { ask } from '@/shared/messages';
import { TIER_LABELS, TIERS, type Settings, type Tier } from '@/shared/settings';
import { toShownError } from '@/ui/errors';

import { Section } from './section';

const DESCRIPTIONS: Record<Tier, string> = {
  PRIMER: 'The fastest: suits everyday tasks.',
  AI_AMPLIFIER: 'Adds more context and structure.',
  MASTERMIND: 'The most thorough: plans multi-step work and adds checks; takes a little longer.',
};

export function TierSection({
  current,
  announce,
  onSaved,
}: {
  current: Tier;
  announce: (text: string) => void;
  onSaved: (settings: Settings) => void;
}) {
  const id = useId();
  // What was picked while its save is on the way (then the stored settings show it).
  const [picked, setPicked] = useState<Tier | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = picked ?? current;

  const pick = async (tier: Tier) => {
    setPicked(tier);
    setError(null);
    try {
      const settings = await ask('UPDATE_SETTINGS', { defaultTier: tier });
      onSaved(settings);
      announce(`Default tier saved: ${TIER_LABELS[settings.defaultTier]}.`);
    } catch (failure) {
      setError(toShownError(failure).message);
    } finally {
      setPicked(null);
    }
  };

  return (
    <Section
      title="Default tier"
      description="The tier the Enhance button in the chat sites and Quick generate in the popup start with."
    >
      <fieldset className="tier-options">
        <legend className="sr-only">Default tier</legend>
        {TIERS.map((tier) => (
          <label key={tier} className="tier-option">
            <input
              type="radio"
              name={`${id}-tier`}
              value={tier}
              checked={selected === tier}
              onChange={() => void pick(tier)}
              aria-describedby={`${id}-${tier}`}
            />
            <span>
              <span className="tier-name">{TIER_LABELS[tier]}</span>
              <span id={`${id}-${tier}`} className="hint tier-description">
                {DESCRIPTIONS[tier]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
    </Section>
  );
}
