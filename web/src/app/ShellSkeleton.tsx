/**
 * The page frame while the site (general or a studio's own) is being recognised: the same frame
 * index.html shows before the app runs (styles in styles/shell.css), so the screen does not jump
 * from one to the other, and no brand is named before the site is known.
 */
export function ShellSkeleton() {
  return (
    <div className="shell-skeleton" role="status">
      <div className="shell-skeleton__header" />
      <div className="shell-skeleton__main">
        <div className="shell-skeleton__block shell-skeleton__block--hero" />
        <div className="shell-skeleton__block" />
        <div className="shell-skeleton__block shell-skeleton__block--short" />
        <span className="visually-hidden">Loading…</span>
      </div>
    </div>
  );
}
