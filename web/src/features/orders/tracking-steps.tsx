// The tracking timeline of one order line: each step with its state in words, the current one
// marked for screen readers as the current step.
import { statusWords, trackingSteps, stepStateText } from './order-status.ts';
import styles from './orders.module.css';

export function TrackingSteps({ status }: { status: string }) {
  return (
    <ol className={styles.steps}>
      {trackingSteps(status).map((step) => (
        <li
          key={step.label}
          className={`${styles.step} ${styles[step.state]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true">
            {step.state === 'completed' ? '✓' : step.state === 'cancelled' ? '×' : ''}
          </span>
          <span className={styles.stepLabel}>{statusWords(step.label)}</span>
          <span className={styles.stepState}>{stepStateText[step.state]}</span>
        </li>
      ))}
    </ol>
  );
}
