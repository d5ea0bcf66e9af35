import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import type { DataExport } from '@salonya/contracts/privacy';
import { formatDateTime } from '@salonya/domain/format/date';
import { PRIVACY_MESSAGES } from '@salonya/domain/privacy/privacy';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { downloadExport, exportFileName, useDataExport } from '../api/data-export';

/** Rows per table, in the order the file lists them (one table may be reached through several columns). */
function summaryOf(data: DataExport): { label: string; count: number }[] {
  const byLabel = new Map<string, number>();
  for (const s of data.sections) byLabel.set(s.label, (byLabel.get(s.label) ?? 0) + s.rows.length);
  return [...byLabel].map(([label, count]) => ({ label, count })).filter((r) => r.count > 0);
}

/**
 * KVKK madde 11: the user's own data as a JSON file, and a readable summary of what the file holds (how many rows of
 * each kind). Both come from one call; nothing is kept in the browser after the page closes.
 */
export function DataExportCard() {
  const exportData = useDataExport();
  const [summary, setSummary] = useState<DataExport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (mode: 'download' | 'summary') => {
    setError(null);
    try {
      const data = await exportData.mutateAsync();
      if (mode === 'download') {
        downloadExport(data);
        toast.success(`${exportFileName(data)} indirildi.`);
      }
      setSummary(data);
    } catch (err) {
      setError(failureMessage(err, PRIVACY_MESSAGES.exportFailed));
    }
  };

  return (
    <Card>
      <CardHeader
        title="Verilerimi İndir"
        description="KVKK kapsamında hakkınızda tuttuğumuz tüm kayıtları (hesap, randevular, ödemeler, değerlendirmeler, bildirimler, izinler) tek bir JSON dosyası olarak indirebilirsiniz."
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="button"
          onClick={() => void run('download')}
          isLoading={exportData.isPending}
          className="w-full sm:w-auto"
        >
          <Download aria-hidden="true" className="size-4" />
          Verilerimi İndir (JSON)
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void run('summary')}
          disabled={exportData.isPending}
          className="w-full sm:w-auto"
        >
          <FileText aria-hidden="true" className="size-4" />
          Özeti Görüntüle
        </Button>
      </div>
      {error && (
        <Alert variant="error" className="mt-4">
          {error}
        </Alert>
      )}
      {summary && (
        <section aria-labelledby="data-summary-title" className="mt-4 space-y-2">
          <h3 id="data-summary-title" className="text-sm font-semibold text-gray-900">
            Hakkınızda tuttuğumuz kayıtlar
          </h3>
          <p className="text-xs text-gray-600">Hazırlanma zamanı: {formatDateTime(summary.generated_at)}</p>
          <ul className="divide-y divide-gray-100 rounded-md border border-gray-200 text-sm">
            {summaryOf(summary).map((row) => (
              <li key={row.label} className="flex items-center justify-between px-3 py-2">
                <span className="text-gray-800">{row.label}</span>
                <span className="font-medium text-gray-900">{row.count} kayıt</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
