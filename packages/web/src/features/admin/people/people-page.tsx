import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { PastLastPage, Pagination } from '../../../components/ui/pagination';
import { formatAgo } from '../../../lib/format';
import type { ListSort } from '@leadline/domain';
import { peopleQuery, type Person } from './api';
import { PersonBadges, ScoreBadge } from './person-badges';
import { FitBadge } from '../fit/fit-badge';
import { StageBadge } from '../pipeline/stage-badge';
import { SortSelect } from '../fit/sort-select';

/** The orders offered besides the default: a person's score is not sorted by (see docs/api.md). */
const PEOPLE_SORTS = ['fit', 'recent'] as const;

export interface PeopleSearch {
  /** Best fit first when absent (`score` sorts the same way). */
  sort?: ListSort;
  /** 1 when absent. */
  page?: number;
}

/** /admin/people: one row per address, best fit first (or the latest activity first). */
export function PeoplePage({
  page = 1,
  sort,
  onSearchChange,
}: PeopleSearch & { onSearchChange: (search: PeopleSearch) => void }) {
  const { data, isPending, isError } = useQuery(peopleQuery(page, sort));
  const onPage = (next?: number) => onSearchChange({ sort, page: next });
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">People</h1>
          <p className="text-muted-foreground">
            Everyone who has given their e-mail address, with all they sent
          </p>
        </div>
        <SortSelect
          value={sort === 'score' ? 'fit' : sort}
          sorts={PEOPLE_SORTS}
          onChange={(next) => onSearchChange({ sort: next })}
        />
      </header>
      {isPending ? (
        <Loading>Loading people...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load people" />
      ) : data.total === 0 ? (
        <Card className="py-12 text-center">
          <h2 className="text-xl font-semibold">No people yet</h2>
          <p className="mt-2 text-muted-foreground">
            A visitor becomes a person here once they give their e-mail address in a form or a
            popup.
          </p>
        </Card>
      ) : (
        <>
          {data.items.length === 0 ? (
            <PastLastPage onFirstPage={() => onPage(undefined)} />
          ) : (
            <ul className="divide-y rounded-xl border bg-card" aria-label="People">
              {data.items.map((person) => (
                <PersonRow key={person.id} person={person} />
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            total={data.total}
            onPage={(next) => onPage(next > 1 ? next : undefined)}
          />
        </>
      )}
    </div>
  );
}

function PersonRow({ person }: { person: Person }) {
  const seen = person.lastSeenAt ?? person.lastActivityAt;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <Link
          to="/admin/people/$personId"
          params={{ personId: person.id }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {person.name ?? person.email}
        </Link>
        <p className="text-sm break-words text-muted-foreground">
          {person.name ? person.email : null}
          {person.company ? `${person.name ? ' · ' : ''}${person.company}` : null}
        </p>
        <PersonBadges kinds={person.kinds} newRecords={person.newRecords} />
      </div>
      <div className="flex flex-col items-start gap-1 text-sm sm:items-end">
        <span className="flex items-center gap-2">
          <ScoreBadge score={person.bestScore} />
          <FitBadge fit={person.fit} />
          <StageBadge stage={person.stage} showNew />
        </span>
        <span className="text-muted-foreground">
          Last seen <time dateTime={seen}>{formatAgo(seen)}</time>
        </span>
      </div>
    </li>
  );
}
