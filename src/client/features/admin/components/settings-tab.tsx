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
    title: 'Application Settings',
    description: 'Settings for the whole application.',
    Icon: SlidersHorizontal,
  },
  { title: 'System Status', description: 'The health of the server and database.', Icon: Activity },
] as const;

/** The Settings tab: two cards that are not available yet (spec section 2). */
export function SettingsTab() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map(({ title, description, Icon }) => (
        <Card key={title}>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2 text-xl">
                <Icon aria-hidden="true" className="size-5" />
                {title}
              </CardTitle>
              <Badge variant="outline">Coming Soon</Badge>
            </div>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" disabled>
              Coming Soon
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
