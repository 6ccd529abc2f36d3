import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { plural, todayIsoDate } from '@/lib/format';
import type { LibraryExportFormat } from '@/lib/gql/graphql';

import { useExportLibrary } from '../api/export-library';
import { useImportLibrary } from '../api/import-library';
import { downloadText } from '../utils/tags';

/** Export the library as a JSON or Markdown file; import a JSON export (all or nothing). */
export function ImportExport() {
  const exporter = useExportLibrary();
  const importer = useImportLibrary();
  const fileRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const exportAs = (format: LibraryExportFormat) => {
    setResult(null);
    exporter.mutate(format, {
      onSuccess: (text) => {
        const json = format === 'JSON';
        downloadText(
          text,
          `superprompt-library-${todayIsoDate()}.${json ? 'json' : 'md'}`,
          json ? 'application/json' : 'text/markdown',
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
      onSuccess: ({ prompts, folders }) =>
        setResult({
          ok: true,
          message: `Imported ${plural(prompts, 'prompt')} into ${plural(folders, 'folder')}.`,
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
        {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
      </CardContent>
    </Card>
  );
}
