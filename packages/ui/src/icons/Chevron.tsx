/** The kit's previous/next arrow (pagination, carousel), sized and coloured by `className`. */
export function Chevron({
  direction,
  className,
}: {
  readonly direction: 'previous' | 'next';
  readonly className: string;
}) {
  return (
    <svg className={className} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d={direction === 'previous' ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5l4.5 4.5L6 12.5'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
