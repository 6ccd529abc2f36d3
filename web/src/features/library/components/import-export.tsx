import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { saveBlob } from '@/lib/files';
import { plural, todayIsoDate } from '@/lib/format';
import type { LibraryExportFormat } from '@/lib/gql/graphql';

import { useExportLibrary } from '../api/export-library';
import { useImportLibrary } from '../api/import-library';

interface Result {
  ok: boolean;
  message: string;
  /** What an import brought in differently (into another folder, or left out), and why. */
  notes?: string[];
}

/**
 * Export the library as a JSON or Markdown file; import a JSON export, as much as the plan
 * takes, with a report of what came in differently and why (a malformed file imports nothing).
 */
export function ImportExport() {
  const exporter = useExportLibrary();
  const importer = useImportLibrary();
  const fileRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<Result | null>(null);

  const exportAs = (format: LibraryExportFormat) => {
    setResult(null);
    exporter.mutate(format, {
      onSuccess: (text) => {
        const json = format === 'JSON';
        saveBlob(
          new Blob([text], { type: json ? 'application/json' : 'text/markdown' }),
          `superprompt-library-${todayIsoDate()}.${json ? 'json' : 'md'}`,
        );
      },
      onError: (error) => setResult({ ok: false, message: errorMessage(error) }),
    });
  };

  const importFile = async (file: File) => {
    setResult(null);
    let json: string;
    try {
      json = await file.text();
    } catch {
      setResult({ ok: false, message: 'Could not read that file.' });
      return;
    }
    importer.mutate(json, {
      onSuccess: ({ prompts, folders, skipped, notes }) =>
        setResult({
          ok: true,
          message:
            `Imported ${plural(prompts, 'prompt')} into ${plural(folders, 'folder')}.` +
            (skipped > 0 ? ` Skipped ${plural(skipped, 'prompt')}.` : ''),
          notes: notes.map((note) => note.message),
        }),
      onError: (error) => setResult({ ok: false, message: errorMessage(error) }),
    });
  };

  return (
    <Card aria-labelledby="import-export-title">
      <CardHeader>
        <CardTitle id="import-export-title">Import and export</CardTitle>
        <CardDescription>
          Download your library as JSON (to import again) or Markdown (to read), or import a JSON
          export.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={exporter.isPending && exporter.variables === 'JSON'}
            onClick={() => exportAs('JSON')}
          >
            <Download aria-hidden="true" />
            Export JSON
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={exporter.isPending && exporter.variables === 'MARKDOWN'}
            onClick={() => exportAs('MARKDOWN')}
          >
            <Download aria-hidden="true" />
            Export Markdown
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={importer.isPending}
            onClick={() => fileRef.current?.click()}
          >
            <Upload aria-hidden="true" />
            Import JSON
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            aria-label="Library JSON file to import"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </div>
        {result ? (
          <Alert variant={result.ok ? 'success' : 'error'}>
            <p>{result.message}</p>
            {result.notes && result.notes.length > 0 ? (
              <>
                <ul aria-label="Not imported as it was" className="mt-2 list-disc pl-5">
                  {result.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
                <p className="mt-2">
                  <Link to={paths.app.pricing.getHref()} className="underline">
                    Upgrade to import everything
                  </Link>
                </p>
              </>
            ) : null}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
