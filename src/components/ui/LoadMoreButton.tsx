import { Button } from './Button';

export interface LoadMoreButtonProps {
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Spacing of the centred row around the button. */
  className?: string;
}

/** "Load More" under a paged list: disabled, and saying so, while the next page loads. */
export function LoadMoreButton({ loadingMore, onLoadMore, className = '' }: LoadMoreButtonProps) {
  return (
    <div className={`flex justify-center ${className}`}>
      <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
        {loadingMore ? 'Loading...' : 'Load More'}
      </Button>
    </div>
  );
}
