import { Skeleton, VisuallyHidden } from '@nurseprep/shared-ui';

/** A placeholder the size of what is loading, announced by name to screen readers. */
export function LoadingBlock({ label, height }: { label: string; height: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton $height={height} />
    </div>
  );
}
