import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';

function pageLink(page: number) {
  return { search: page > 1 ? `?page=${page}` : '' };
}

/** Previous / Next through the users, in the address (?page=N) so a page can be shared. */
export function UsersPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;
  const className = buttonClassName({ variant: 'outline', size: 'sm' });
  return (
    <nav className="admin-pagination" aria-label="Users pages">
      {previous ? (
        <Link className={className} to={pageLink(previous)}>
          Previous
        </Link>
      ) : (
        <span className={`${className} is-disabled`} aria-disabled="true">
          Previous
        </span>
      )}
      <span className="admin-pagination__where">
        Page {page} of {pageCount}
      </span>
      {next ? (
        <Link className={className} to={pageLink(next)}>
          Next
        </Link>
      ) : (
        <span className={`${className} is-disabled`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
