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
          <CardTitle>SEO Settings</CardTitle>
          <CardDescription>
            The title, description and search-engine rule of the main pages, sent with each page and
            shown in browser tabs and search results.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SeoSettingsDialog />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Custom Code</CardTitle>
          <CardDescription>
            Code for the head and body of the public pages, such as an analytics snippet. It never
            runs on sign-in pages or on pages behind sign-in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CustomCodeDialog />
        </CardContent>
      </Card>
    </div>
  );
}
