import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Activity, SlidersHorizontal } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

const cards = [
  {
    key: 'application',
    title: msg`Application Settings`,
    description: msg`Settings for the whole application.`,
    Icon: SlidersHorizontal,
  },
  {
    key: 'status',
    title: msg`System Status`,
    description: msg`The health of the server and database.`,
    Icon: Activity,
  },
] as const;

/** The Settings tab: two cards that are not available yet (spec section 2). */
export function SettingsTab() {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map(({ key, title, description, Icon }) => (
        <Card key={key}>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2 text-xl">
                <Icon aria-hidden="true" className="size-5" />
                {i18n._(title)}
              </CardTitle>
              <Badge variant="outline">
                <Trans>Coming Soon</Trans>
              </Badge>
            </div>
            <CardDescription>{i18n._(description)}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" disabled>
              <Trans>Coming Soon</Trans>
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
