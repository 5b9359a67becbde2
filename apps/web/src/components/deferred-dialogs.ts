import { deferredComponent } from '@/components/ui/deferred-component';

// The product's popups as chunks of their own, for pages whose first view should not carry the
// dialog code: each loads when it first opens, or on `preload()`.
export const DeferredMessageDialog = deferredComponent(
  async () => (await import('@/components/ui/message-dialog')).MessageDialog,
);
export const DeferredConfirmDialog = deferredComponent(
  async () => (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
);
export const DeferredConfirmedDelete = deferredComponent(
  async () => (await import('./confirmed-delete')).ConfirmedDelete,
);
export const DeferredWithdrawApplicationDialog = deferredComponent(
  async () =>
    (await import('./applications/withdraw-application-dialog')).WithdrawApplicationDialog,
);
