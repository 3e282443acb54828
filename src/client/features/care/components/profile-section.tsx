import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** One part of the care profile ('Medications', 'Legal'...): a card under its h2. */
export function ProfileSection({
  title,
  headingId,
  children,
}: {
  title: string;
  /** For a part whose heading takes focus (Documents, after a delete). */
  headingId?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={headingId} tabIndex={headingId ? -1 : undefined} className="text-xl">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
