/**
 * A line icon in the kit's drawing (a 24-unit grid, 2-unit round strokes in the text's colour)
 * from one SVG path, filling the box it is put in: e.g. a SidebarNav item's `icon`, whose slot
 * sizes it and hides it from screen readers.
 */
export function LineIcon({ path }: { readonly path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none">
      <path
        d={path}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
