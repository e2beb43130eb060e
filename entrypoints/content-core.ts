import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { createContentCore } from '../lib/content/content-core';
import { offerContentCore } from '../lib/content/content-core-load';

// The content script's on-demand core (scanner, detectors, painter, hover card): imported by the
// content script into its own world when the page first needs it (lib/content/content-core-load.ts).
export default defineUnlistedScript(() => offerContentCore(createContentCore));
