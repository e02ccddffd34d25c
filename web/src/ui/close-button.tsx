// The round × button named Close, of dialogs and of the order outcome pages; `className` places it.
import round from './round-button.module.css';

export function CloseButton({ className, onClick }: { className?: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${round.button} ${className ?? ''}`}
      aria-label="Close"
      onClick={onClick}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
