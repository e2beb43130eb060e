import { defineBackground } from 'wxt/utils/define-background';

export default defineBackground(() => {
  // Wired in by the hub issue: message router, cache sweeps, context menu.
});
