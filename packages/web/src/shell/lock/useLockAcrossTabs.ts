import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { keyOf } from '../../lib/storage.ts';
import { isLocked } from '../stores/lock.ts';

/** Another tab of the console locked the screen: this one goes to /lock at once, not at its next navigation. */
export function useLockAcrossTabs(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === keyOf('isLock') && isLocked()) navigate('/lock');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);
}
