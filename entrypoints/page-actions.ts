import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { createPageActions } from '../lib/content/page-actions';
import { offerPageActions } from '../lib/content/page-actions-load';

// The content script's on-demand part (fill, forms, the page's contacts): imported by the content
// script into its own world when the person first asks for one of them (lib/content/page-actions-load.ts).
export default defineUnlistedScript(() => offerPageActions(createPageActions));
