import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { VEO_IMAGE_MAX_BYTES, VEO_IMAGE_TYPES } from '@/config/generators';
import { readAsDataUrl } from '@/lib/files';
import { formatBytes } from '@/lib/format';

export interface SelectedImage {
  name: string;
  size: number;
  /** data:image/…;base64,… as the server accepts it. */
  dataUrl: string;
}

/** Why a file cannot be sent, or null when it can (the server checks again). */
export function checkVeoImage(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(VEO_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > VEO_IMAGE_MAX_BYTES) return 'The image must be 10 MB or smaller.';
  return null;
}

/** Veo 3's optional first frame: PNG, JPEG or WebP up to 10 MB, kept as a data URL. */
export function VeoImageInput({
  value,
  onChange,
}: {
  value: SelectedImage | null;
  onChange: (image: SelectedImage | null) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const problem = checkVeoImage(file);
    if (problem) {
      setError(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    try {
      onChange({ name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) });
    } catch {
      setError('Could not read that image. Try another file.');
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        First-frame image <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      {value ? (
        <div className="flex items-center gap-3 rounded-lg border border-border p-2">
          <img
            src={value.dataUrl}
            alt="Selected first frame"
            className="size-14 shrink-0 rounded-md object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium">{value.name}</p>
            <p className="text-xs text-muted-foreground">{formatBytes(value.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              if (inputRef.current) inputRef.current.value = '';
            }}
          >
            <X aria-hidden="true" />
            Remove image
          </Button>
        </div>
      ) : null}
      <div className={value ? 'sr-only' : 'flex items-center gap-3'}>
        <ImagePlus className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={VEO_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="block w-full min-w-0 text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        PNG, JPEG or WebP, up to 10 MB. Veo 3 will animate from this frame.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
