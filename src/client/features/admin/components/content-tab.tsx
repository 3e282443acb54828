import { Trans } from '@lingui/react/macro';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { CustomCodeDialog } from './custom-code-dialog';
import { SeoSettingsDialog } from './seo-settings-dialog';

/** The Content tab: SEO settings per page and the site's custom code (decision D5). */
export function ContentTab() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>SEO Settings</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              The title, description and search-engine rule of the main pages, sent with each page
              and shown in browser tabs and search results.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SeoSettingsDialog />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Custom Code</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Code for the head and body of the public pages, such as an analytics snippet. It never
              runs on sign-in pages or on pages behind sign-in.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CustomCodeDialog />
        </CardContent>
      </Card>
    </div>
  );
}
