/** Whether the organization left a feature on, followed live (the policy's copy in storage). */
import { useEffect, useState } from 'preact/hooks';
import { isDisabled, type ManagedFeature } from '../managed';
import { managedItem, readManaged } from '../storage';

export function useFeature(feature: ManagedFeature): boolean {
  const [enabled, setEnabled] = useState(true);
  useEffect(() => {
    const show = () => void readManaged().then((managed) => setEnabled(!isDisabled(managed, feature)));
    show();
    return managedItem.watch(show);
  }, [feature]);
  return enabled;
}
