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
import { notifyRefused } from '../../../lib/notify-refused';
import { downloadMyData, exportLinks } from '../api/account-requests';
import { DeleteAccountDialog } from './delete-account-dialog';

const spreadsheets = [
  { href: exportLinks.tasksCsv, label: 'Tasks and notes', format: 'CSV spreadsheet' },
  { href: exportLinks.activityCsv, label: 'Activity history', format: 'CSV spreadsheet' },
  { href: exportLinks.communityCsv, label: 'Community posts', format: 'CSV spreadsheet' },
] as const;

/**
 * 'Download my data' (one archive of everything, fetched so that a refusal is said in words) and
 * its spreadsheets, followed as links; 'Delete my account'. A family can take their data and go.
 */
export function YourDataCard({ demo }: { demo: boolean }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadMyData();
    } catch (error) {
      notifyRefused(error, 'Your data was not downloaded');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Take a copy of everything you keep here: tasks, subtasks, notes, the care profile, the
          documents you uploaded, your activity and what you posted in the community.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <li>
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              disabled={saving}
              onClick={() => void save()}
            >
              {saving ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Download aria-hidden="true" />
              )}
              Download my data <span className="text-muted-foreground">(ZIP, everything)</span>
            </Button>
          </li>
          {spreadsheets.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                download
                className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
              >
                <Download aria-hidden="true" />
                {item.label} <span className="text-muted-foreground">({item.format})</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 border-t pt-6">
          <h3 className="font-semibold">Delete my account</h3>
          {demo ? (
            <p className="text-sm">
              The demo removes itself when you leave: nothing you try here is kept.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Deletes your account and everything in it for good. Download your data first if you
                want to keep a copy.
              </p>
              <DeleteAccountDialog />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
