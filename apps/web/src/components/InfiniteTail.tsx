import { InfiniteScroll } from 'antd-mobile';
import { DelayedLoading } from './states.tsx';

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/**
 * The end of an infinite list: the next page is asked for when this comes into view. It shows
 * a spinner only while that page is on its way (a list that has more below is not "loading"
 * until the user scrolls there), and the end text once there is nothing more.
 */
export function InfiniteTail({ pages, endText, endClassName }: { pages: NextPages; endText: string; endClassName: string }) {
  return (
    <InfiniteScroll loadMore={async () => void (await pages.fetchNextPage())} hasMore={pages.hasNextPage}>
      {pages.hasNextPage ? pages.isFetchingNextPage && <DelayedLoading /> : <span className={endClassName}>{endText}</span>}
    </InfiniteScroll>
  );
}
