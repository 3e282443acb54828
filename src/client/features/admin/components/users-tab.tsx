import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../../../../shared/format';
import { USER_SEARCH_MAX_LENGTH } from '../../../../shared/rules/limits';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { usersQuery } from '../api/admin-requests';
import { LoadError } from './load-error';
import { UserRow } from './user-row';

const SEARCH_DELAY_MS = 300;
/** Users shown at first and added by Show more: a short list to scan, the search for the rest. */
const PAGE_SIZE = 10;

/** The Users tab: accounts by email (any case), with their plan, admin role and delete. */
export function UsersTab() {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE_SIZE);
  const searchRef = useRef<HTMLInputElement>(null);
  const { data: session } = useSession();
  const users = useQuery(usersQuery(search.trim()));

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setShown(PAGE_SIZE);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Users</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Find an account by email, set its plan, grant or revoke admin rights, or delete it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormField id="user-search" label={t`Search by email`}>
          {(control) => (
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                {...control}
                ref={searchRef}
                type="search"
                value={typed}
                maxLength={USER_SEARCH_MAX_LENGTH}
                onChange={(event) => setTyped(event.target.value)}
                className="pl-9"
              />
            </div>
          )}
        </FormField>
        {users.isPending ? (
          <Spinner label={t`Loading users`} className="py-8" />
        ) : users.isError ? (
          <LoadError
            title={t`Failed to load users`}
            error={users.error}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {users.data.total === 0 ? (
                <Trans>No users found</Trans>
              ) : (
                <ShownUsers
                  shown={Math.min(shown, users.data.users.length)}
                  total={users.data.total}
                />
              )}
            </p>
            <ul className="flex flex-col gap-3">
              {users.data.users.slice(0, shown).map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === session?.user.id}
                  afterDelete={() => searchRef.current?.focus()}
                />
              ))}
            </ul>
            {users.data.users.length > shown && (
              <Button
                variant="outline"
                className="self-start"
                onClick={() => setShown((count) => count + PAGE_SIZE)}
              >
                <Trans>Show more users</Trans>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Showing 10 of 42 users, newest first', the counts in the reader's conventions. */
function ShownUsers({ shown, total }: { shown: number; total: number }) {
  const locale = useLocale();
  const count = formatCount(shown, { locale });
  const all = formatCount(total, { locale });
  return (
    <Plural
      value={total}
      one={`Showing ${count} of ${all} user, newest first`}
      other={`Showing ${count} of ${all} users, newest first`}
    />
  );
}
