import { Share2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { defaultTitle } from './save-to-library-button';
import { ShareDialog } from './share-dialog';

/**
 * "Share" on a generation result: a link to the task and the prompt written for it, without
 * saving it to the library first.
 */
export function ShareResultButton({
  inputText,
  generatedPrompt,
}: {
  inputText: string;
  generatedPrompt: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      {open ? (
        <ShareDialog
          target={{ kind: 'result', inputText, generatedPrompt, name: defaultTitle(inputText) }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
