import { TOAST_DURATION_MS } from '@hanyu/contract';
import { bus, type ToastEvent } from '@hanyu/event-bus';
import { useEffect, useState } from 'react';
import styles from './toast-host.module.css';

interface ShownToast extends ToastEvent {
  id: number;
}

let nextId = 0;

/** Shows the toasts any part of the site asks for on the bus, each for its duration (2.5 s by default, SPEC §8). */
export function ToastHost() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = bus.on('toast:show', (toast) => {
      const id = nextId++;
      setToasts((shown) => [...shown, { ...toast, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((shown) => shown.filter((item) => item.id !== id));
      }, toast.duration ?? TOAST_DURATION_MS);
      timers.add(timer);
    });
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${toast.kind ? (styles[toast.kind] ?? '') : ''}`}>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
