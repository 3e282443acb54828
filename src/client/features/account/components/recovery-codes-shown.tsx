import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download } from 'lucide-react';
import { RECOVERY_CODE_COUNT } from '../../../../shared/rules/sign-in-factors';
import { Button } from '../../../components/ui/button';
import { downloadFile } from '../../../lib/download-file';
import { toast } from '../../../lib/toast';

// New recovery codes, shown once (issue 57): after the first passkey or authenticator app is
// added, and when the person makes a new set. The server keeps only their hashes.

const keepThem = msg`Each code signs you in once if you lose your phone or passkey. Keep them somewhere safe, such as printed with your important papers. We will not show them again.`;

export function RecoveryCodesShown({ codes }: { codes: readonly string[] }) {
  const { t, i18n } = useLingui();
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t`Recovery codes copied`);
    } catch {
      toast.error(t`Could not copy the codes`, {
        description: t`Please write them down instead.`,
      });
    }
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-3">
      <h3 id="recovery-codes-heading" className="text-base font-semibold">
        <Trans>Your {RECOVERY_CODE_COUNT} recovery codes</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">{i18n._(keepThem)}</p>
      <ol className="grid grid-cols-2 gap-2 rounded-md border p-3 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          <Trans>Copy codes</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            downloadFile(
              'planmyeldercare-recovery-codes.txt',
              new Blob([`${i18n._(keepThem)}\n\n${text}\n`], { type: 'text/plain' }),
            )
          }
        >
          <Download aria-hidden="true" />
          <Trans>Download codes</Trans>
        </Button>
      </div>
    </section>
  );
}
