import type { ChannelId } from './channels/types.ts';

/**
 * The two e-commerce channels act as vendors on cart lines and purchase requests. They are not rows of
 * the global `vendors` table (the platform has no such company record): fixed ids outside every
 * demo range, with their names here.
 */
export const CHANNEL_VENDORS: Record<ChannelId, { id: string; nameZh: string; nameEn: string }> = {
  channel1: {
    id: '00000000-0000-4000-8000-00000000c001',
    nameZh: '第一电商渠道',
    nameEn: 'First e-commerce channel',
  },
  channel2: {
    id: '00000000-0000-4000-8000-00000000c002',
    nameZh: '第二电商渠道',
    nameEn: 'Second e-commerce channel',
  },
};
