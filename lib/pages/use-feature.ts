/** Whether the organization left a feature on, followed live (the policy's copy in storage). */
import { useEffect, useState } from 'preact/hooks';
import { isDisabled, type ManagedFeature } from '../settings/managed';
import { managedItem, readManaged } from '../storage';

/** On or off, or null until the policy's copy has been read (a page that must not start before knowing). */
export function useFeatureState(feature: ManagedFeature): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    const show = () => void readManaged().then((managed) => setEnabled(!isDisabled(managed, feature)));
    show();
    return managedItem.watch(show);
  }, [feature]);
  return enabled;
}

/** On until the policy's copy says otherwise: nothing waits for it. */
export function useFeature(feature: ManagedFeature): boolean {
  return useFeatureState(feature) !== false;
}
