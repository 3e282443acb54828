import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
import { useSession } from '../../../lib/session';
import { usersQuery } from '../api/admin-requests';
import { LoadError } from './load-error';
import { UserRow } from './user-row';

const SEARCH_DELAY_MS = 300;
/** Users shown at first and added by Show more: a short list to scan, the search for the rest. */
const PAGE_SIZE = 10;

/** The Users tab: accounts by email (any case), with their plan, admin role and delete. */
export function UsersTab() {
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
        <CardTitle>Users</CardTitle>
        <CardDescription>
          Find an account by email, set its plan, grant or revoke admin rights, or delete it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormField id="user-search" label="Search by email">
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
          <Spinner label="Loading users" className="py-8" />
        ) : users.isError ? (
          <LoadError
            title="Failed to load users"
            error={users.error}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {users.data.total === 0
                ? 'No users found'
                : `Showing ${Math.min(shown, users.data.users.length)} of ${users.data.total} ${users.data.total === 1 ? 'user' : 'users'}, newest first`}
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
                Show more users
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
