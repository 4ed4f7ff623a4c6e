import { Button } from '@/components/ui/button';

/** The pages a list of `total` items has at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 1–25 of 73" with Previous and Next. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  label = 'Pages',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      {pages > 1 ? (
        <div className="pagination__buttons">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </Button>
          <span className="pagination__page">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
