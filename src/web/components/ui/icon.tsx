/** An @mdi/js icon (`<Icon path={mdiMagnify} />`); decorative, so put a visible or sr-only label beside it. */
export function Icon({ path, size = 24, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
