import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { notifyRefused } from '../../../lib/notify-refused';
import { downloadMyData, exportLinks } from '../api/account-requests';
import { DeleteAccountDialog } from './delete-account-dialog';

const spreadsheets = [
  { href: exportLinks.tasksCsv, label: msg`Tasks and notes` },
  { href: exportLinks.activityCsv, label: msg`Activity history` },
  { href: exportLinks.communityCsv, label: msg`Community posts` },
] as const;

/** Each file's button may wrap: its name and format are long in Spanish on a phone. */
const fileButtonClass = 'w-full whitespace-normal sm:w-auto';

/**
 * 'Download my data' (one archive of everything, fetched so that a refusal is said in words) and
 * its spreadsheets, followed as links; 'Delete my account'. A family can take their data and go.
 */
export function YourDataCard({ demo }: { demo: boolean }) {
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadMyData();
    } catch (error) {
      notifyRefused(error, t`Your data was not downloaded`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your Data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Take a copy of everything you keep here: tasks, subtasks, notes, the care profile, the
            documents you uploaded, your activity and what you posted in the community.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <li>
            <Button
              variant="outline"
              className={fileButtonClass}
              disabled={saving}
              onClick={() => void save()}
            >
              {saving ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              <Trans>
                Download my data <span className="text-muted-foreground">(ZIP, everything)</span>
              </Trans>
            </Button>
          </li>
          {spreadsheets.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                download
                className={cn(buttonVariants({ variant: 'outline' }), fileButtonClass)}
              >
                <Download aria-hidden="true" />
                {i18n._(item.label)}{' '}
                <span className="text-muted-foreground">
                  <Trans>(CSV spreadsheet)</Trans>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 border-t pt-6">
          <h3 className="font-semibold">
            <Trans>Delete my account</Trans>
          </h3>
          {demo ? (
            <p className="text-sm">
              <Trans>The demo removes itself when you leave: nothing you try here is kept.</Trans>
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Deletes your account and everything in it for good. Download your data first if
                  you want to keep a copy.
                </Trans>
              </p>
              <DeleteAccountDialog />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
