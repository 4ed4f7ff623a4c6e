import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { PageData } from '@/app/prerender/page-data';
import { useNow } from '@/lib/page-clock';

/** An hour ago: the clock's moment is told from the page's. */
const RENDERED_AT = Date.now() - 3_600_000;

/** A page part that reads the rate table, as the rates page does. */
function Table({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('/api/v1/currencies', fetcher);
  return <p>table: {data ?? 'none'}</p>;
}

/** A page part whose answer is not in the page (the rate history). */
function History({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('/api/v1/currencies/EUR/history', fetcher);
  return <p>history: {data ?? 'loading'}</p>;
}

/** Notes each moment useNow gives, render by render. */
function Clock({ seen }: { seen: number[] }) {
  seen.push(useNow().getTime());
  return null;
}

describe('PageData: a page the server rendered, as the browser hydrates it', () => {
  it('asks again for no answer the page came with while hydrating, asks for the rest, and asks as usual later', async () => {
    const tables = vi.fn(async () => 'fresh');
    const histories = vi.fn(async () => '30 days');
    const seen: number[] = [];
    const later: number[] = [];
    function Page() {
      const [more, setMore] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setMore(true)}>
            More
          </button>
          <Table fetcher={tables} />
          <History fetcher={histories} />
          <Clock seen={seen} />
          {more ? (
            <>
              <Table fetcher={tables} />
              <Clock seen={later} />
            </>
          ) : null}
        </>
      );
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PageData state={{ now: RENDERED_AT, fallback: { '/api/v1/currencies': 'from page' } }}>
          <Page />
        </PageData>
      </SWRConfig>,
    );
    await screen.findByText('history: 30 days');
    expect(screen.getByText('table: from page')).toBeInTheDocument();
    expect(tables).not.toHaveBeenCalled();
    // The server's moment first (the text matches the server's), then the clock's.
    expect(seen[0]).toBe(RENDERED_AT);
    expect(seen.at(-1)).toBeGreaterThan(RENDERED_AT + 60_000);

    // A part mounted once the page is live asks for the table as any page would.
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await vi.waitFor(() => expect(tables).toHaveBeenCalledTimes(1));
    expect(await screen.findAllByText('table: fresh')).toHaveLength(2);
    expect(later[0]).toBeGreaterThan(RENDERED_AT + 60_000);
  });
});
