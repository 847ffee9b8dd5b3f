import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { keyOf } from '../../lib/storage.ts';
import { isLocked } from '../stores/lock.ts';

/** The lock screen's route: it lies over the layout, which keeps every tab's page underneath. */
export const lockPath = '/lock';

/** Another tab of the console locked the screen: this one goes to /lock at once, not at its next navigation. */
export function useLockAcrossTabs(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === keyOf('isLock') && isLocked()) navigate(lockPath);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);
}
