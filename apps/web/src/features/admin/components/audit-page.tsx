import { ScrollText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useAudit } from '@/api/admin/get-audit';
import { AUDIT_ACTION_LABELS } from '../lib/audit-labels';
import { formatMoment } from '../lib/format-moment';
import { AdminOnly } from './admin-only';

const cell = 'px-3 py-2 align-top';

function AuditLog() {
  const audit = useAudit();
  if (audit.isPending)
    return <Spinner className="py-24" label="Loading the audit log..." showLabel />;
  if (audit.isError)
    return (
      <LoadError
        title="Unable to load the audit log"
        error={audit.error}
        onRetry={() => void audit.refetch()}
      />
    );
  if (audit.data.length === 0) return <EmptyState icon={ScrollText} title="No admin actions yet" />;
  return (
    // Scrolls sideways on phones: focusable, so the keyboard can scroll it too.
    <Card
      role="region"
      aria-label="Audit log entries"
      tabIndex={0}
      className="overflow-x-auto p-0 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Admin actions, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              When
            </th>
            <th scope="col" className={cell}>
              Admin
            </th>
            <th scope="col" className={cell}>
              Action
            </th>
            <th scope="col" className={cell}>
              Target
            </th>
            <th scope="col" className={cell}>
              Reason
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {audit.data.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
              </td>
              <td className={cell}>@{entry.admin}</td>
              <td className={cell}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
              <td className={`${cell} font-mono break-all`}>{entry.target}</td>
              <td className={`${cell} break-words`}>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** /Admin/Audit: every admin action, newest first, as the server records it. */
export function AuditPage() {
  useDocumentMeta('Audit log · Admin · JobHunter');
  return (
    <AdminOnly>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Audit log
      </h1>
      <AuditLog />
    </AdminOnly>
  );
}
