import { FileText } from 'lucide-react';
import { useState } from 'react';

import { CopyButton } from '@/components/copy-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { formatBytes } from '@/lib/format';

import type { DocumentBlock, ImageBlock } from '../api/fragments';
import { useDocumentSources } from '../api/get-document-sources';
import { imageDataUrl } from '../utils/attachments';

/** Base64 bytes as UTF-8 text (the documents are text; a bad byte shows as �). */
function decodeText(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function DocumentDialog({
  conversationId,
  document,
  onClose,
}: {
  conversationId: string;
  document: DocumentBlock;
  onClose: () => void;
}) {
  const sources = useDocumentSources(conversationId);
  const source = sources.data?.get(document.attachmentId);
  const text = source === undefined ? null : decodeText(source);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="break-all">{document.name}</DialogTitle>
        <DialogDescription>
          {document.format.toUpperCase()} document, {formatBytes(document.size)}
        </DialogDescription>
        {sources.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading the document…
          </p>
        ) : sources.isError ? (
          <Alert variant="error">Could not load the document: {errorMessage(sources.error)}</Alert>
        ) : text === null ? (
          <Alert variant="error">This document is no longer available.</Alert>
        ) : (
          <>
            <pre
              tabIndex={0}
              className="max-h-[55dvh] overflow-auto rounded-lg border border-border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap"
            >
              {text}
            </pre>
            <div>
              <CopyButton text={text} what="document" aria-label="Copy the document’s text" />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A sent document: its name and size; opening it reads its text from the server. */
export function DocumentChip({
  conversationId,
  document,
}: {
  conversationId: string;
  document: DocumentBlock;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-auto max-w-full justify-start py-1.5 text-left"
        aria-label={`Open the document ${document.name}, ${formatBytes(document.size)}`}
        onClick={() => setOpen(true)}
      >
        <FileText aria-hidden="true" />
        <span className="grid min-w-0">
          <span className="truncate font-medium">{document.name}</span>
          <span className="text-muted-foreground">
            {document.format.toUpperCase()} · {formatBytes(document.size)}
          </span>
        </span>
      </Button>
      {open ? (
        <DocumentDialog
          conversationId={conversationId}
          document={document}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** A sent image as a thumbnail; pressing it shows it larger. */
export function ImageThumbnail({ image }: { image: ImageBlock }) {
  const [open, setOpen] = useState(false);
  const label = `${image.format.toUpperCase()} image, ${formatBytes(image.size)}`;
  if (!image.source) {
    return (
      <span className="inline-flex rounded-lg border border-border px-2 py-1 text-xs">{label}</span>
    );
  }
  const url = imageDataUrl(image.format, image.source);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="overflow-hidden rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`View the attached ${label}`}
      >
        <img src={url} alt="" className="size-24 object-cover" />
      </button>
      {open ? (
        <Dialog open onOpenChange={(next) => !next && setOpen(false)}>
          <DialogContent className="max-w-3xl">
            <DialogTitle>Attached image</DialogTitle>
            <DialogDescription>{label}</DialogDescription>
            <img
              src={url}
              alt="The attached image"
              className="max-h-[70dvh] w-full rounded-lg object-contain"
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
