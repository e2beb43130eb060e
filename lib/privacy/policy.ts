/**
 * The privacy policy, once: its sections in order, each a heading and blocks of i18n keys. The
 * extension's privacy page renders it through `t()` (components/privacy/PrivacyPage.tsx) and
 * docs/privacy.md is written from it and the catalogues (`npm run privacy:doc`), so the two say the
 * same words; lib/privacy/document.test.ts fails when the file is stale.
 */
import type { MessageKey } from '../i18n';

/** A paragraph, or a bulleted list of items. */
export type PolicyBlock = { paragraph: MessageKey } | { list: MessageKey[] };

export interface PolicySection {
  heading: MessageKey;
  blocks: PolicyBlock[];
}

export const POLICY_TITLE: MessageKey = 'policyTitle';
export const POLICY_INTRO: MessageKey = 'policyIntro';

export const PRIVACY_POLICY: readonly PolicySection[] = [
  {
    heading: 'policySentHeading',
    blocks: [{ paragraph: 'policySentWhere' }, { paragraph: 'policySentWhat' }, { paragraph: 'policySentWhen' }, { paragraph: 'policySentReader' }, { paragraph: 'policySentOcr' }],
  },
  {
    heading: 'policyStoredHeading',
    blocks: [
      { paragraph: 'policyStoredWhere' },
      {
        list: [
          'policyStoredRecords',
          'policyStoredBatches',
          'policyStoredAudit',
          'policyStoredLedger',
          'policyStoredRecent',
          'policyStoredSettings',
          'policyStoredOcr',
          'policyStoredDiagnostics',
        ],
      },
    ],
  },
  { heading: 'policyEraseHeading', blocks: [{ paragraph: 'policyEraseItems' }, { paragraph: 'policyEraseRemove' }] },
  { heading: 'policyPageHeading', blocks: [{ paragraph: 'policyPageCannot' }, { paragraph: 'policyPageCan' }] },
  { heading: 'policyAuditHeading', blocks: [{ paragraph: 'policyAuditWhat' }, { paragraph: 'policyAuditSee' }] },
  { heading: 'policyManagedHeading', blocks: [{ paragraph: 'policyManagedWhat' }, { paragraph: 'policyManagedData' }] },
  { heading: 'policyStoresHeading', blocks: [{ paragraph: 'policyStoresFirefox' }, { paragraph: 'policyStoresChrome' }] },
];

export const POLICY_CLOSING: MessageKey = 'policyChanges';
